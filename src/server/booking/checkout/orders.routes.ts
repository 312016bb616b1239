import { badRequest } from '../../errors';
import { MOBILE_NUMBER_MESSAGE, mobileNumber } from '../../../shared/texts/mobile-number';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderResponseSchema,
  orderSubmissionSchema,
  orderSummarySchema,
} from '../../../shared/booking/order-submission';
import {
  captureAnswerSchema,
  captureRequestSchema,
  checkoutStartResponseSchema,
  checkoutStartSchema,
} from '../../../shared/payments/payment-requests';
import { callerOf } from '../../payments/card-checkout/checkout-caller';
import { captureCheckout, orderSummary } from './order-checkout.service';
import {
  getReservationLimits,
  getSiteSettings,
  keptSettings,
  type SettingsSource,
} from '../../settings/settings.service';
import { startCardCheckout } from './card-checkout.service';
import { newCalendarUid } from '../calendar/order-calendar-invite';
import { getCancellationPolicy } from '../../settings/cancellation-policy.service';
import { bookingConfirmation } from '../../settings/booking-confirmation.service';
import { queueOrderEmails, readOrderMessages } from './order-notifications';
import { cardPayments } from './order-payment';
import { placeOrder } from './orders.service';
import { sessionIdOf, userIdOf } from './request-identity';
import { savedOrFound } from '../../plugins/route-answers';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const unpaidLimits = async (stored: SettingsSource) => {
    const limits = await getReservationLimits(stored, app.env);
    return { perEmail: limits.unpaidPerEmail, perIpDay: limits.unpaidPerIpDay };
  };

  // → { id }: 201 when saved, 200 when the order_uuid was already saved (a retry).
  app.post(
    '/inspection_orders.php',
    {
      schema: {
        body: orderSubmissionSchema,
        response: savedOrFound(orderResponseSchema),
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { checkout } = request.body;
      if (checkout.textConsent && !mobileNumber(checkout.phone))
        throw badRequest(MOBILE_NUMBER_MESSAGE, {
          fields: { 'checkout.phone': MOBILE_NUMBER_MESSAGE },
        });
      // On PostgreSQL the messages' templates and rules are read beside the pricing, and waited
      // for before the transaction; the settings come from this process's kept copy (decision
      // 084). SQLite's one connection runs a transaction's statements back to back, where each
      // read outside it queues again behind every other request's: there they are read in it.
      const messages = app.dialect === 'postgres' ? readOrderMessages(app.db) : undefined;
      messages?.catch(() => undefined);
      const stored = await keptSettings(app.db);
      const [settings, limits, policy, confirmation] = await Promise.all([
        getSiteSettings(stored, app.env),
        unpaidLimits(stored),
        getCancellationPolicy(stored),
        bookingConfirmation.get(stored),
      ]);
      const result = await placeOrder(app.db, cardPayments, {
        submission: request.body,
        sessionId: sessionIdOf(request),
        userId: request.user?.id ?? null,
        now,
        clientIp: request.ip,
        timeZone: settings.timeZone,
        settings: stored,
        unpaidLimits: limits,
        bookingStatus: confirmation === 'office' ? 'requested' : 'active',
        calendarUid: newCalendarUid(request.body.order_uuid, settings),
        beforeBegin: messages,
        afterSave: queueOrderEmails(
          settings,
          now,
          { publicUrl: app.env.PUBLIC_URL, policy },
          messages,
        ),
      });
      if (result.created) app.mailer.wake();
      return reply.status(result.created ? 201 : 200).send({ id: result.id });
    },
  );

  app.get(
    '/inspection_orders.php',
    {
      schema: {
        querystring: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: orderSummarySchema },
      },
    },
    async (request) =>
      orderSummary(app.db, request.query.id, {
        sessionId: sessionIdOf(request),
        userId: userIdOf(request),
      }),
  );

  // Pay now's first step: the server prices the checkout and answers a token for that amount.
  app.post(
    '/payment/checkout.php',
    { schema: { body: checkoutStartSchema, response: { 200: checkoutStartResponseSchema } } },
    async (request) => {
      const { timeZone } = await getSiteSettings(app.db, app.env);
      return startCardCheckout(app.db, callerOf(request), request.body, new Date(), timeZone);
    },
  );

  // Pay now's last step: the order is saved as authorized, then its total is captured.
  app.post(
    '/payment/capture.php',
    { schema: { body: captureRequestSchema, response: { 200: captureAnswerSchema } } },
    async (request) =>
      captureCheckout(
        { db: app.db, gateway: app.gateway },
        callerOf(request),
        request.body,
        async () => ({
          settings: await getSiteSettings(app.db, app.env),
          publicUrl: app.env.PUBLIC_URL,
        }),
      ),
  );
};
