import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderIdQuerySchema,
  payOrderAuthorizeSchema,
  payOrderStartSchema,
} from '../../../shared/payments/pay-order';
import { requireUser } from '../../auth/guards';
import { callerOf } from '../../payments/card-checkout/checkout-caller';
import { getCardCapture } from '../../settings/card-capture.service';
import { getSiteSettings } from '../../settings/settings.service';
import { orderClaimLeaseMs } from '../orders/order-claim.service';
import { payOrder, startOrderPayment } from './pay-order.service';
import { myPayments, orderReceipt } from './receipt.service';

/** The signed-in customer's payments: the list, a receipt, and paying a reserved order by card. */
export const payOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const leaseMs = orderClaimLeaseMs(app.env.PAYMENT_TIMEOUT_MS);

  app.get('/my_payments.php', async (request) => {
    const user = requireUser(request);
    const settings = await getSiteSettings(app.db, app.env);
    return myPayments(app.db, user.id, settings.timeZone);
  });

  app.get('/my_receipt.php', { schema: { querystring: orderIdQuerySchema } }, async (request) => {
    const user = requireUser(request);
    const settings = await getSiteSettings(app.db, app.env);
    return orderReceipt(app.db, user.id, request.query.id, settings);
  });

  app.post('/pay_order/start.php', { schema: { body: payOrderStartSchema } }, async (request) => {
    const user = requireUser(request);
    return startOrderPayment(app.db, callerOf(request), user.id, request.body.order_id, new Date());
  });

  app.post(
    '/pay_order/authorize.php',
    { schema: { body: payOrderAuthorizeSchema } },
    async (request) => {
      const user = requireUser(request);
      const result = await payOrder(
        { db: app.db, gateway: app.gateway },
        callerOf(request),
        user.id,
        request.body,
        {
          capture: await getCardCapture(app.db),
          settings: await getSiteSettings(app.db, app.env),
          leaseMs,
          receiptUrl: (id) => `${app.env.PUBLIC_URL}/user/payments/${id}/receipt`,
        },
      );
      app.mailer.wake();
      return result;
    },
  );
};
