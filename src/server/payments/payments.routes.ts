import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorizeRequestSchema,
  authorizeResponseSchema,
  voidAnswerSchema,
  voidRequestSchema,
} from '../../shared/payments/payment-requests';
import { callerOf } from './card-checkout/checkout-caller';
import { authorizeCheckout, voidCheckout } from './card-checkout/checkout-payments.service';

/** POST payment/authorize.php and payment/void.php; payment/capture.php is booking's (an order's). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, gateway: app.gateway };

  app.post(
    '/payment/authorize.php',
    { schema: { body: authorizeRequestSchema, response: { 200: authorizeResponseSchema } } },
    async (request) => authorizeCheckout(deps, callerOf(request), request.body),
  );
  app.post(
    '/payment/void.php',
    { schema: { body: voidRequestSchema, response: { 200: voidAnswerSchema } } },
    async (request) => voidCheckout(deps, callerOf(request), request.body),
  );
};
