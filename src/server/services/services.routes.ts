import { servicesAnswerSchema } from '../../shared/services/service-answers';
import { CACHE_PUBLIC_CONTENT } from '../cache/cached-reply';
import { cachedPublicRoute } from '../cache/cached-route';
import { listServices } from './services.service';

export const servicesRoutes = cachedPublicRoute({
  path: '/services.php',
  topic: 'services',
  answer: servicesAnswerSchema,
  cacheControl: CACHE_PUBLIC_CONTENT,
  key: () => 'services',
  load: async (db) => ({ value: await listServices(db) }),
});
