import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelRequestSchema,
  orderQuerySchema,
  rescheduleRequestSchema,
} from '../../shared/portal/order-changes';
import {
  cancelAnswerSchema,
  cancellationQuoteSchema,
  rescheduleAnswerSchema,
  rescheduleTimesSchema,
} from '../../shared/portal/order-changes-answers';
import { requireUser } from '../auth/guards';
import { getCancellationPolicy } from '../settings/cancellation-policy.service';
import { orderChangeDepsOf } from '../booking/changes/order-change-deps';
import { createChangeLimiter } from '../booking/changes/order-changes-limits';
import { rescheduleByCustomer } from '../booking/changes/order-reschedule.service';
import { rescheduleTimes } from '../booking/changes/reschedule-slot';
import { acceptProposedTime } from '../booking/requests/proposals.service';
import {
  acceptTimeAnswerSchema,
  acceptTimeRequestSchema,
  REQUEST_MESSAGES,
} from '../../shared/booking/order-requests';
import { HttpError } from '../errors';
import {
  customerOrder,
  cancelByCustomer,
  cancellationQuote,
  type OrderChangeDeps,
} from '../booking/changes/order-changes.service';

async function depsOf(app: FastifyInstance): Promise<OrderChangeDeps> {
  return { ...(await orderChangeDepsOf(app)), policy: await getCancellationPolicy(app.db) };
}

/** The customer's cancel and reschedule of their own inspection (writes: CSRF and rate limit). */
export const orderChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createChangeLimiter();
  /** The signed-in customer, their change counted toward the limits (a refusal when over). */
  const limitedCustomer = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await limiter.take(app.db, user.id, request.ip, new Date());
    return user;
  };

  // The order page's reads: what cancelling costs now, and the times the order may move to.
  app.get(
    '/cancellation_quote.php',
    { schema: { querystring: orderQuerySchema, response: { 200: cancellationQuoteSchema } } },
    async (request) =>
      cancellationQuote(await depsOf(app), requireUser(request).id, request.query.order),
  );
  app.get(
    '/reschedule_times.php',
    { schema: { querystring: orderQuerySchema, response: { 200: rescheduleTimesSchema } } },
    async (request) =>
      rescheduleTimes(await depsOf(app), requireUser(request).id, request.query.order),
  );

  const cancelSchema = { body: cancelRequestSchema, response: { 200: cancelAnswerSchema } };
  app.post('/cancel_inspection.php', { schema: cancelSchema }, async (request) => {
    const user = await limitedCustomer(request);
    const { order, money, feeCents } = await cancelByCustomer(
      await depsOf(app),
      user.id,
      request.body.order,
      request.body.feeCents,
    );
    return { id: order.id, status: 'cancelled' as const, feeCents, outcome: money.outcome };
  });

  app.post(
    '/reschedule_inspection.php',
    { schema: { body: rescheduleRequestSchema, response: { 200: rescheduleAnswerSchema } } },
    async (request) => {
      const user = await limitedCustomer(request);
      const order = await rescheduleByCustomer(await depsOf(app), user.id, {
        orderId: request.body.order,
        slotId: request.body.slot,
        fromSlotId: request.body.from,
      });
      return {
        id: order.id,
        slotId: order.slotId,
        start: order.slotStart,
        inspector: order.inspectorName,
      };
    },
  );

  // The customer's yes to the time the office proposed for their request (decision 069).
  app.post(
    '/accept_inspection_time.php',
    { schema: { body: acceptTimeRequestSchema, response: { 200: acceptTimeAnswerSchema } } },
    async (request) => {
      const user = await limitedCustomer(request);
      const deps = { ...(await depsOf(app)), actorId: user.id };
      const order = await customerOrder(app.db, user.id, request.body.order);
      const outcome = await acceptProposedTime(deps, order);
      if (!outcome.ok) throw new HttpError(502, REQUEST_MESSAGES.captureRefused);
      const after = await customerOrder(app.db, user.id, order.id);
      return {
        orderId: after.id,
        bookingStatus: after.bookingStatus,
        paymentStatus: after.paymentStatus,
        start: after.slotStart,
      };
    },
  );
};
