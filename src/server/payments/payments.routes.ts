import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  authorizeRequestSchema,
  captureRequestSchema,
  voidRequestSchema,
} from '../../shared/payments/payment-requests';
import { forbidden } from '../errors';
import {
  authorizeCheckout,
  type Caller,
  captureCheckout,
  voidCheckout,
} from './checkout-payments.service';

/** SPEC §7: POST payment/authorize.php, payment/capture.php, payment/void.php. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, gateway: app.gateway };

  app.post(
    '/payment/authorize.php',
    { schema: { body: authorizeRequestSchema } },
    async (request) => authorizeCheckout(deps, callerOf(request), request.body),
  );
  app.post('/payment/capture.php', { schema: { body: captureRequestSchema } }, async (request) =>
    captureCheckout(deps, callerOf(request), request.body),
  );
  app.post('/payment/void.php', { schema: { body: voidRequestSchema } }, async (request) =>
    voidCheckout(deps, callerOf(request), request.body),
  );
};

// The CSRF check already refuses a POST without a session; this keeps the rule local too.
function callerOf(request: FastifyRequest): Caller {
  if (!request.session) throw forbidden('Your session has expired. Please reload the page.');
  return { sessionId: request.session.id, userId: request.session.userId, ip: request.ip };
}
