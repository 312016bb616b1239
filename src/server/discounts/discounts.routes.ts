import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyDiscountSchema, discountQuoteSchema } from '../../shared/discounts/discount';
import { createApplyLimiter } from './apply-limits';
import { perAddress } from '../rate-limits/per-address';
import { applyDiscount } from './discounts.service';

/** The checkout's Apply: POST (CSRF-checked like every write), rate-limited per address. */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/apply_discount.php',
    {
      schema: { body: applyDiscountSchema, response: { 200: discountQuoteSchema } },
      preHandler: perAddress(createApplyLimiter()),
    },
    async (request) => applyDiscount(app.db, request.body, new Date()),
  );
};
