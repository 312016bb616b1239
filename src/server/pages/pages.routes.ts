import { pagesAnswerSchema } from '../../shared/pages/page-answers';
import { pageQuerySchema } from '../../shared/pages/page-query';
import { CACHE_PUBLIC_CONTENT } from '../cache/cached-reply';
import { cachedPublicRoute } from '../cache/cached-route';
import { getPage, getPages } from './pages.service';

export const pagesRoutes = cachedPublicRoute({
  path: '/pages.php',
  querystring: pageQuerySchema,
  answer: pagesAnswerSchema,
  topic: 'pages',
  cacheControl: CACHE_PUBLIC_CONTENT,
  key: ({ id, slug }) =>
    id !== undefined ? `page|id=${id}` : slug !== undefined ? `page|${slug}` : 'pages',
  load: async (db, { id, slug }) => ({
    value:
      id === undefined && slug === undefined ? await getPages(db) : await getPage(db, { id, slug }),
  }),
});
