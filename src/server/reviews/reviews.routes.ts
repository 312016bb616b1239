import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listShownReviews } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/reviews.php', async () => listShownReviews(app.db));
};
