import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsAnswerSchema } from '../../shared/reviews/review-answers';
import { listShownReviews } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { response: { 200: reviewsAnswerSchema } };
  app.get('/reviews.php', { schema }, async () => listShownReviews(app.db));
};
