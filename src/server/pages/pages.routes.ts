import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../shared/pages/page-query';
import { CACHE_PUBLIC_CONTENT, sendCached } from '../cache/cached-reply';
import { publicCacheFor } from '../cache/cache.service';
import { getPage, getPages } from './pages.service';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicCacheFor(app.db);
  app.get(
    '/pages.php',
    // The same for every visitor: no session is loaded, so no cookie rides on a shared copy.
    { schema: { querystring: pageQuerySchema }, config: { session: false } },
    async (request, reply) => {
      const { id, slug } = request.query;
      const key =
        id !== undefined ? `page|id=${id}` : slug !== undefined ? `page|${slug}` : 'pages';
      const answer = await cache.get('pages', key, async () => ({
        value:
          id === undefined && slug === undefined
            ? await getPages(app.db)
            : await getPage(app.db, { id, slug }),
      }));
      return sendCached(request, reply, answer, CACHE_PUBLIC_CONTENT);
    },
  );
};
