import type { OrderPaymentStatus } from '../db/schema';
import type { PaymentDeps } from './payments.service';

// What a cancellation does to an order's card money, decided by where the transaction stands at
// the provider: an authorization is voided (or captured for the fee only); a settled capture is
// refunded minus the fee; an unsettled one is voided whole when no fee is due, otherwise its
// refund is recorded as due and issued once the capture has settled. See docs/payments.md.

export interface CancellationMoneyInput {
  orderId: number;
  orderUuid: string;
  /** The order's own transaction, already checked to be this site's for this order; null: none. */
  transactionId: string | null;
  paymentStatus: OrderPaymentStatus;
  authorizedCents: number | null;
  capturedCents: number | null;
  /** What the policy keeps (0: free). Never more than was paid or authorized. */
  feeCents: number;
}

export type CancellationMoneyOutcome =
  | 'nothing' // pay later or already voided: no money moved
  | 'voided' // the authorization (or the unsettled capture) released whole
  | 'fee-captured' // an authorization captured for the fee only, the rest released
  | 'refunded' // a settled capture refunded minus the fee
  | 'refund-due' // an unsettled capture: the refund is issued after settlement
  | 'failed'; // the provider refused or did not answer: staff follow up (nothing half-done)

export interface CancellationMoney {
  outcome: CancellationMoneyOutcome;
  /** Kept by the business (the fee, or all of a capture whose refund failed). */
  keptCents: number;
  refundedCents: number;
  /** Owed back and not yet issued. */
  dueCents: number;
  /** The order's payment status after this (booking writes it). */
  paymentStatus: OrderPaymentStatus;
  /** The order's captured amount after this (booking writes it). */
  capturedCents: number | null;
  /** The provider's words when something failed (shown to staff, audited). */
  message?: string;
}

/** Moves the money of a cancelled order; the gateway calls each have their payment attempt. */
export async function settleCancellationMoney(
  _deps: PaymentDeps,
  input: CancellationMoneyInput,
): Promise<CancellationMoney> {
  // Scaffold: the payments work replaces this with the real void / capture / refund.
  return {
    outcome: 'nothing',
    keptCents: 0,
    refundedCents: 0,
    dueCents: 0,
    paymentStatus: input.paymentStatus,
    capturedCents: input.capturedCents,
  };
}

export interface RefundView {
  amountCents: number;
  status: 'due' | 'issued' | 'failed';
  refundTransactionId: string | null;
  createdAt: string;
  issuedAt: string | null;
  message: string | null;
}

/** The refunds of one order, oldest first (the portal and the admin order page show them). */
export async function refundsOfOrder(
  _deps: Pick<PaymentDeps, 'db'>,
  _orderId: number,
): Promise<RefundView[]> {
  return [];
}
