import { serviceAreaAnswerSchema, serviceAreaQuerySchema } from '../../shared/areas/area-answers';
import { CACHE_REVALIDATE } from '../cache/cached-reply';
import { cachedPublicRoute } from '../cache/cached-route';
import { serviceAreaAnswer } from './areas.service';

/** GET service_area.php: whether the order form asks the ZIP first, and what the ZIP gets. */
export const serviceAreaRoutes = cachedPublicRoute({
  path: '/service_area.php',
  querystring: serviceAreaQuerySchema,
  answer: serviceAreaAnswerSchema,
  // An area or zone saved moves the slots topic, which drops these copies too.
  topic: 'slots',
  cacheControl: CACHE_REVALIDATE,
  key: (q) => `area|${q.zip ?? ''}`,
  load: async (db, q) => ({ value: await serviceAreaAnswer(db, q.zip), expiresAt: Infinity }),
});
