import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myPaymentsSchema,
  orderIdQuerySchema,
  payOrderAuthorizeSchema,
  payOrderResponseSchema,
  payOrderStartSchema,
  receiptSchema,
} from '../../../shared/payments/pay-order';
import { checkoutStartResponseSchema } from '../../../shared/payments/payment-requests';
import { requireUser } from '../../auth/guards';
import { callerOf } from '../../payments/card-checkout/checkout-caller';
import { cardCapture } from '../../settings/card-capture.service';
import { getSiteSettings } from '../../settings/settings.service';
import { orderClaimLeaseMs } from '../orders/order-claim.service';
import { payOrder, startOrderPayment } from './pay-order.service';
import { myPayments, orderReceipt } from './receipt.service';

/** The signed-in customer's payments: the list, a receipt, and paying a reserved order by card. */
export const payOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const leaseMs = orderClaimLeaseMs(app.env.PAYMENT_TIMEOUT_MS);

  app.get(
    '/my_payments.php',
    { schema: { response: { 200: myPaymentsSchema } } },
    async (request) => {
      const user = requireUser(request);
      const settings = await getSiteSettings(app.db, app.env);
      return myPayments(app.db, user.id, settings.timeZone);
    },
  );

  const receipt = { querystring: orderIdQuerySchema, response: { 200: receiptSchema } };
  app.get('/my_receipt.php', { schema: receipt }, async (request) => {
    const user = requireUser(request);
    const settings = await getSiteSettings(app.db, app.env);
    return orderReceipt(app.db, user.id, request.query.id, settings);
  });

  const start = { body: payOrderStartSchema, response: { 200: checkoutStartResponseSchema } };
  app.post('/pay_order/start.php', { schema: start }, async (request) => {
    const user = requireUser(request);
    return startOrderPayment(app.db, callerOf(request), user.id, request.body.order_id, new Date());
  });

  app.post(
    '/pay_order/authorize.php',
    { schema: { body: payOrderAuthorizeSchema, response: { 200: payOrderResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const result = await payOrder(
        { db: app.db, gateway: app.gateway },
        callerOf(request),
        user.id,
        request.body,
        {
          capture: await cardCapture.get(app.db),
          settings: await getSiteSettings(app.db, app.env),
          leaseMs,
          receiptUrl: (id) => `${app.env.PUBLIC_URL}/user/payments/${id}/receipt`,
          publicUrl: app.env.PUBLIC_URL,
        },
      );
      app.mailer.wake();
      return result;
    },
  );
};
