import { z } from 'zod';
import { queryId as id } from '../query-id';
import type { CancellationMoneyPlan, CancellationSummary } from './order-changes-answers';

export type {
  CancellationMoneyPlan,
  CancellationSummary,
  CancellationQuote,
  RescheduleTimes,
} from './order-changes-answers';

// Self-service cancel and reschedule: the requests, the answers and the words both sides use.
// The answers' schemas are in order-changes-answers.ts.
// The server decides everything (terms, fee, money) from its own clock; the browser only shows it.

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
