import { z } from 'zod';
import type { CancellationMoneyPlan, CancellationQuote } from './order-changes-answers';

export type {
  CancellationMoneyPlan,
  CancellationQuote,
  RescheduleTimes,
} from './order-changes-answers';

// Self-service cancel and reschedule: the requests, the answers and the words both sides use.
// The answers' schemas are in order-changes-answers.ts.
// The server decides everything (terms, fee, money) from its own clock; the browser only shows it.

export const ORDER_CHANGE_MESSAGES = {
  alreadyCancelled: 'This inspection is already cancelled.',
  started:
    'This inspection has already started or taken place, so it can no longer be changed online.',
  busy: 'Another change to this inspection is in progress. Please wait a moment and reload the page.',
  changedElsewhere: 'This inspection was changed in another window. Reload to see it.',
  slotTaken: 'That time was just taken. Please choose another.',
  slotPassed: 'That time has already passed. Please choose another.',
  slotUnknown: 'That time is no longer offered. Please choose another.',
  sameSlot: 'Your inspection is already at that time. Please choose another.',
  inspectorUnavailable:
    'The inspector of that time is no longer taking bookings. Please choose another time.',
  tooMany: 'Too many changes in a short time. Please wait a few minutes and try again.',
} as const;

/** Why a move is refused inside the policy window, with the business phone. */
export function rescheduleClosedText(windowHours: number, phone: string): string {
  return `The inspection is less than ${windowHours} hours away and the free change window has passed, so it can no longer be moved online. To change it, please call ${phone}.`;
}

/** Why a slot of another inspector is refused: the order stays with the one it was booked with. */
export function otherInspectorText(inspector: string | null): string {
  const stays = inspector ? `with ${inspector}` : 'with the inspector it was booked with';
  return `That time is with another inspector, and your inspection stays ${stays}. Please choose one of the times shown.`;
}

/** Why an order cannot be moved online: its inspector no longer takes bookings. */
export function inspectorGoneText(inspector: string | null, phone: string): string {
  return `${inspector ?? 'The inspector of this inspection'} is no longer taking bookings online, so it cannot be moved here. To change it, please call ${phone}.`;
}

const id = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .positive(`${what} must be a positive number.`)
    .max(2_147_483_647, `${what} is out of range.`);

export const orderQuerySchema = z.object({ order: id('order') });
/** `feeCents`: the fee the dialog showed; the server's own differing is refused (409), not charged. */
export const cancelRequestSchema = z.object({
  order: id('order'),
  feeCents: z
    .number({ error: 'feeCents must be a number.' })
    .int('feeCents must be a whole number of cents.')
    .min(0, 'feeCents must not be negative.')
    .max(100_000_000, 'feeCents is out of range.')
    .optional(),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;
/** `from`: the slot the customer's page showed; a page left behind by a move in another tab is told. */
export const rescheduleRequestSchema = z.object({
  order: id('order'),
  slot: id('slot'),
  from: id('from').optional(),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** The 409 when the fee changed after the dialog showed it (the cut-off passed meanwhile). */
export function feeChangedText(quote: Pick<CancellationQuote, 'termsText' | 'moneyText'>): string {
  const terms = [quote.termsText, quote.moneyText].filter(Boolean).join(' ');
  return `The cancellation terms changed while this page was open, so nothing was cancelled. ${terms} Please review the new terms and confirm again.`;
}

/** The policy's fee applied to the order's money (the fee never exceeds what the card holds). */
export function cancellationMoneyPlan(
  order: {
    paymentStatus: 'pending' | 'authorized' | 'paid' | 'voided';
    authorizedCents: number | null;
    capturedCents: number | null;
  },
  policyFeeCents: number,
): CancellationMoneyPlan {
  const paidCents = order.paymentStatus === 'paid' ? (order.capturedCents ?? 0) : 0;
  const heldCents = order.paymentStatus === 'authorized' ? (order.authorizedCents ?? 0) : 0;
  const onCard = paidCents + heldCents;
  if (onCard === 0)
    return {
      feeCents: policyFeeCents,
      paidCents,
      heldCents,
      returnedCents: 0,
      owedCents: policyFeeCents,
    };
  const feeCents = Math.min(policyFeeCents, onCard);
  return { feeCents, paidCents, heldCents, returnedCents: onCard - feeCents, owedCents: 0 };
}

/** The plan in the customer's words ("$75.00 is kept; $375.00 is refunded to your card."). */
export function moneyPlanText(
  plan: CancellationMoneyPlan,
  format: (cents: number) => string,
): string {
  const fee = plan.feeCents;
  if (plan.paidCents > 0)
    return fee > 0
      ? `${format(fee)} of your ${format(plan.paidCents)} payment is kept as the cancellation fee; ${format(plan.returnedCents)} is refunded to your card.`
      : `Your payment of ${format(plan.paidCents)} is refunded to your card in full.`;
  if (plan.heldCents > 0)
    return fee > 0
      ? `${format(fee)} of the ${format(plan.heldCents)} held on your card is charged as the cancellation fee; the rest is released.`
      : `The ${format(plan.heldCents)} held on your card is released: you are not charged.`;
  return fee > 0
    ? `No payment was taken, so the cancellation fee of ${format(fee)} will be due from you.`
    : 'No payment was taken, and nothing is charged.';
}

/** What a cancelled order shows about its money (the order page and the admin order page). */
export interface CancellationSummary {
  by: 'customer' | 'admin' | null;
  feeCents: number;
  keptCents: number;
  refundedCents: number;
  /** Refunds waiting for the card payment to settle. */
  refundDueCents: number;
  /** Refunds the provider refused: staff follow up. */
  refundFailedCents: number;
  /** The fee not covered by a card payment, still owed by the customer. */
  owedCents: number;
}

/** The cancelled order's money from its stored facts and its refunds. */
export function cancellationSummary(
  order: {
    cancelledBy: 'customer' | 'admin' | null;
    cancelFeeCents: number | null;
    paymentStatus: 'pending' | 'authorized' | 'paid' | 'voided';
    capturedCents: number | null;
  },
  refunds: readonly { amountCents: number; status: 'due' | 'issued' | 'failed' }[],
): CancellationSummary {
  const sum = (status: 'due' | 'issued' | 'failed') =>
    refunds.filter((r) => r.status === status).reduce((n, r) => n + r.amountCents, 0);
  const feeCents = order.cancelFeeCents ?? 0;
  const paid = order.paymentStatus === 'paid' ? (order.capturedCents ?? 0) : 0;
  const keptCents = Math.min(feeCents, paid);
  return {
    by: order.cancelledBy,
    feeCents,
    keptCents,
    refundedCents: sum('issued'),
    refundDueCents: sum('due'),
    refundFailedCents: sum('failed'),
    owedCents: Math.max(0, feeCents - keptCents),
  };
}
