import { z } from 'zod';
import { cents, instant, rowId } from '../schema-fields';
import type { PolicyTerms } from '../booking/cancellation-policy';

// The answers of the customer's cancel and reschedule routes (server/portal/order-changes.routes.ts).
// Fastify checks every answer against these, and the client's calls take their types from them.
// Strict objects: a field the schema does not list fails the answer instead of leaking out.

const slotSchema = z.strictObject({ id: rowId, start: instant, title: z.string() });

export const policyTermsSchema: z.ZodType<PolicyTerms> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('started') }),
  z.strictObject({
    kind: z.literal('free'),
    why: z.enum(['same-day', 'early']),
    feeCents: z.literal(0),
    freeUntil: z.string(),
  }),
  z.strictObject({ kind: z.literal('fee'), feeCents: cents, fullDay: z.boolean() }),
]);

/** What cancelling means for the money, in cents (all zero for a free pay-later cancel). */
export const cancellationMoneyPlanSchema = z.strictObject({
  /** The fee the policy applies, never more than was paid or authorized by card. */
  feeCents: cents,
  /** Captured by card so far. */
  paidCents: cents,
  /** Held on the card (authorized, not captured). */
  heldCents: cents,
  /** Given back: the refund of a capture, or the hold released. */
  returnedCents: cents,
  /** Owed by the customer: a fee on an order with no card payment. */
  owedCents: cents,
});
export type CancellationMoneyPlan = z.infer<typeof cancellationMoneyPlanSchema>;

/** GET cancellation_quote.php: what cancelling (and moving) the order means right now. */
export const cancellationQuoteSchema = z.strictObject({
  orderId: rowId,
  terms: policyTermsSchema,
  termsText: z.string(),
  policyText: z.array(z.string()),
  money: cancellationMoneyPlanSchema,
  /** The money in one or two sentences. */
  moneyText: z.string(),
  canReschedule: z.boolean(),
  /** Why not, with the phone to call; null when it can be moved. */
  rescheduleRefusal: z.string().nullable(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** GET reschedule_times.php: the free times this order may move to, under its inspector rule. */
export const rescheduleTimesSchema = z.strictObject({
  slots: z.array(slotSchema),
  /** The inspector the order stays with; null when booked as any inspector (or none is named). */
  inspector: z.string().nullable(),
  /** Booked as any inspector: one entry per free time, whoever's it is. */
  anyInspector: z.boolean(),
  /** Why it cannot be moved online (its inspector no longer takes bookings); null otherwise. */
  refusal: z.string().nullable(),
});
export type RescheduleTimes = z.infer<typeof rescheduleTimesSchema>;

/** What a cancelled order shows about its money (the order page and the admin order page). */
export const cancellationSummarySchema = z.strictObject({
  by: z.enum(['customer', 'admin']).nullable(),
  feeCents: cents,
  keptCents: cents,
  refundedCents: cents,
  /** Refunds waiting for the card payment to settle. */
  refundDueCents: cents,
  /** Refunds the provider refused: staff follow up. */
  refundFailedCents: cents,
  /** The fee not covered by a card payment, still owed by the customer. */
  owedCents: cents,
});
export type CancellationSummary = z.infer<typeof cancellationSummarySchema>;

/** What became of the money when an order was cancelled. */
export const CANCELLATION_OUTCOMES = [
  'nothing',
  'voided',
  'fee-captured',
  'refunded',
  'refund-due',
  'failed',
] as const;

/** POST cancel_inspection.php. */
export const cancelAnswerSchema = z.strictObject({
  id: rowId,
  status: z.literal('cancelled'),
  feeCents: cents,
  outcome: z.enum(CANCELLATION_OUTCOMES),
});
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;

/** POST reschedule_inspection.php. */
export const rescheduleAnswerSchema = z.strictObject({
  id: rowId,
  slotId: rowId,
  start: instant,
  inspector: z.string().nullable(),
});
export type RescheduleAnswer = z.infer<typeof rescheduleAnswerSchema>;
