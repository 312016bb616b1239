import { inspectorsAnswerSchema } from '../../shared/inspectors/inspector-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_REVALIDATE } from '../cache/cached-reply';
import { cachedPublicRoute } from '../cache/cached-route';
import { notFound } from '../errors';
import { listChoosableInspectors, publicInspectorPhoto } from './inspectors.service';

/** GET inspectors.php: the inspectors customers may choose (a change to them drops the copies). */
export const inspectorsRoutes = cachedPublicRoute({
  path: '/inspectors.php',
  answer: inspectorsAnswerSchema,
  topic: 'slots',
  cacheControl: CACHE_REVALIDATE,
  key: () => 'inspectors',
  load: async (db) => ({ value: await listChoosableInspectors(db), expiresAt: Infinity }),
});

const NO_PHOTO = 'No such photo.';

/**
 * GET /inspectors/:id/photo: the photo of an inspector shown on the site. The URL carries its
 * version (?v=), so browsers keep it a day; the type is the one its bytes were checked to be.
 */
export const inspectorPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inspectors/:id/photo',
    {
      schema: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
      config: { session: false },
    },
    async (request, reply) => {
      const photo = await publicInspectorPhoto(app.db, request.params.id);
      if (!photo) throw notFound(NO_PHOTO);
      return reply
        .header('content-type', photo.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', 'inline')
        .send(Buffer.from(photo.base64, 'base64'));
    },
  );
};
