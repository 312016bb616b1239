import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type OrderSummary, orderSubmissionSchema } from '../../shared/booking/order-submission';
import { formatCents } from '../../shared/money';
import { notFound } from '../errors';
import { backgroundTasks, sendOrderEmails } from './order-notifications';
import { type OrderPaymentHooks, payLaterOnly } from './order-payment';
import { findOrderById } from './orders.repository';
import { placeOrder } from './orders.service';
import { sessionIdOf, userIdOf } from './request-identity';

export interface OrdersRoutesOptions {
  /** Card payments plug in here (SPEC §4 Pay now); without it only pay later is accepted. */
  payments?: OrderPaymentHooks;
}

const RESERVATION_NOT_FOUND = 'Reservation not found.';

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, options) => {
  const payments = options.payments ?? payLaterOnly;
  const runInBackground = backgroundTasks(app);

  // SPEC §7 POST inspection_orders.php → { id }: 201 when saved, 200 when the order_uuid was
  // already saved (a retry).
  app.post(
    '/inspection_orders.php',
    { schema: { body: orderSubmissionSchema } },
    async (request, reply) => {
      const now = new Date();
      const result = await placeOrder(app.db, payments, {
        submission: request.body,
        sessionId: sessionIdOf(request),
        now,
      });
      if (result.created) runInBackground(sendOrderEmails(app, result.details, now));
      return reply.status(result.created ? 201 : 200).send({ id: result.id });
    },
  );

  // The thank-you page's reservation: only for the browser session that placed the order or
  // the signed-in customer it belongs to (404 for anyone else, so ids cannot be probed).
  app.get(
    '/inspection_orders.php',
    {
      schema: {
        querystring: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request): Promise<OrderSummary> => {
      const order = await findOrderById(app.db, request.query.id);
      const sessionId = sessionIdOf(request);
      const userId = userIdOf(request);
      const mine =
        order &&
        ((sessionId !== null && order.sessionId === sessionId) ||
          (userId !== null && order.userId === userId));
      if (!order || !mine) throw notFound(RESERVATION_NOT_FOUND);
      const checkout = JSON.parse(order.checkoutJson) as { firstName?: string };
      return {
        id: order.id,
        slot: { id: order.slotId, start: order.slotStart, title: order.slotTitle },
        bookingStatus: order.bookingStatus,
        paymentStatus: order.paymentStatus,
        totalCents: order.totalCents,
        total: formatCents(order.totalCents),
        firstName: checkout.firstName ?? '',
        email: order.customerEmail,
      };
    },
  );
};
