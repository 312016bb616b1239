import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyDiscountSchema, discountQuoteSchema } from '../../shared/discounts/discount';
import { createApplyLimiter } from './apply-limits';
import { applyDiscount } from './discounts.service';

/** The checkout's Apply: POST (CSRF-checked like every write), rate-limited per address. */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createApplyLimiter();
  app.post(
    '/apply_discount.php',
    { schema: { body: applyDiscountSchema, response: { 200: discountQuoteSchema } } },
    async (request) => {
      const now = new Date();
      await limiter.take(app.db, request.ip, now);
      return applyDiscount(app.db, request.body, now);
    },
  );
};
