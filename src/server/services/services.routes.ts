import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_PUBLIC_CONTENT, sendCached } from '../cache/cached-reply';
import { publicCacheFor } from '../cache/cache.service';
import { listServices } from './services.service';

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicCacheFor(app.db);
  // The same for every visitor: no session is loaded, so no cookie rides on a shared copy.
  app.get('/services.php', { config: { session: false } }, async (request, reply) => {
    const answer = await cache.get('services', 'services', async () => ({
      value: await listServices(app.db),
    }));
    return sendCached(request, reply, answer, CACHE_PUBLIC_CONTENT);
  });
};
