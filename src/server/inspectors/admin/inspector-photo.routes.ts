import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from '../../../shared/inspectors/inspector-rules';
import { requireAdministrator } from '../../auth/guards';
import { badRequest, HttpError, notFound } from '../../errors';
import { setFlash } from '../../admin/ui/flash';
import { adminPagePath } from '../../admin/ui/admin-page';
import { adminUploadHooks, drain, queryCsrfToken } from '../../admin/ui/admin-upload';
import {
  findInspector,
  INSPECTOR_NOT_FOUND,
  removeInspectorPhoto,
  storeInspectorPhoto,
} from '../inspectors.service';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * POST inspector_photo.php?inspector=N: the photo form of Users → edit (administrators), a plain
 * multipart post whose CSRF token rides in the query (a form cannot send the header). A form
 * field `remove=1` without a file removes the photo. Answers with a redirect to the user's page.
 */
export const inspectorPhotoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One past the limit, so the intake sees an oversized file and says so.
    limits: { files: 1, fields: 2, fieldSize: 64, parts: 4, fileSize: MAX_PHOTO_BYTES + 1 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/inspector_photo.php',
    {
      schema: { querystring: z.object({ inspector: id, _csrf: queryCsrfToken }) },
      ...adminUploadHooks,
    },
    async (request, reply) => {
      const admin = requireAdministrator(request);
      const inspector = await findInspector(app.db, request.query.inspector);
      if (!inspector) {
        await drain(request);
        throw notFound(INSPECTOR_NOT_FOUND);
      }
      const back = `${adminPagePath('manage-users')}?edit=${inspector.userId}`;
      try {
        let bytes: Buffer | undefined;
        let remove = false;
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            bytes = await part.toBuffer();
            if (part.file.truncated) throw badRequest(PHOTO_TOO_LARGE);
          } else if (part.fieldname === 'remove' && part.value === '1') remove = true;
        }
        if (remove && (!bytes || bytes.length === 0)) {
          await removeInspectorPhoto(app.db, admin.id, inspector.id, new Date());
          setFlash(reply, {
            message: `The photo of ${inspector.name} was removed.`,
            tone: 'success',
          });
        } else {
          await storeInspectorPhoto(app.db, admin.id, inspector.id, bytes, new Date());
          setFlash(reply, {
            message: `The photo of ${inspector.name} was saved.`,
            tone: 'success',
          });
        }
      } catch (error) {
        await drain(request);
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        setFlash(reply, { message: error.message, tone: 'danger' });
        if (request.headers.accept?.includes('application/json'))
          return reply.status(error.statusCode).send({ error: error.message });
      }
      return reply.redirect(back, 303);
    },
  );
};
