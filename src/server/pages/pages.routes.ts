import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../shared/pages/page-query';
import { getPage, getPages } from './pages.service';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pages.php', { schema: { querystring: pageQuerySchema } }, async (request) => {
    const { id, slug } = request.query;
    if (id === undefined && slug === undefined) return getPages(app.db);
    return getPage(app.db, { id, slug });
  });
};
