import type { OrderPaymentStatus } from '../../db/schema';
import type { TransactionDetails, TransactionResult } from '../gateway/gateway.types';
import { captureWithAttempt, type PaymentDeps, voidWithAttempt } from '../payments.service';
import {
  insertRefund,
  listRefundsOfOrder,
  openRefundCents,
  type PaymentRefund,
} from './refunds.repository';
import { describeRefusal, issueRefund, REFUND_CLAIM_MS } from './refunds.service';

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
  /**
   * Awaited right before any money moves (a void, a capture, a refund issued or recorded as due);
   * it throws when the caller no longer holds the order, and then nothing has moved.
   */
  beforeMove?: () => Promise<void>;
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
  /** Where the gateway said the transaction stood before this (absent: not asked). */
  transactionStatus?: string;
}

/** Moves the money of a cancelled order; the gateway calls each have their payment attempt. */
export async function settleCancellationMoney(
  deps: PaymentDeps,
  input: CancellationMoneyInput,
): Promise<CancellationMoney> {
  const { transactionId } = input;
  if (!transactionId || input.paymentStatus === 'pending' || input.paymentStatus === 'voided') {
    return unchanged(input, 'nothing');
  }
  // Our order row may lag behind the gateway (a capture whose answer was lost): ask it.
  const details = await deps.gateway.getTransactionDetails(transactionId);
  if (details.status !== 'ok') {
    return {
      ...unchanged(input, 'failed'),
      message: `The gateway could not say where the payment stands: ${
        details.status === 'rejected' ? `${details.code} ` : ''
      }${details.message}`,
    };
  }
  const fee = Math.max(0, Math.trunc(input.feeCents));
  const status = details.transactionStatus;
  const money = await (async (): Promise<CancellationMoney> => {
    switch (status) {
      case 'authorizedPendingCapture':
        return fee > 0
          ? captureFee(deps, input, transactionId, fee, details)
          : voidWhole(deps, input, transactionId);
      case 'capturedPendingSettlement':
        return fee > 0
          ? refundLater(deps, input, details, fee)
          : voidWhole(deps, input, transactionId);
      case 'settledSuccessfully':
        return refundNow(deps, input, details, fee);
      case 'voided':
        return { ...unchanged(input, 'nothing'), paymentStatus: 'voided', capturedCents: null };
      default:
        return {
          ...unchanged(input, 'failed'),
          message: `The payment is ${status} at the gateway: staff follow up.`,
        };
    }
  })();
  return { ...money, transactionStatus: status };
}

async function captureFee(
  deps: PaymentDeps,
  input: CancellationMoneyInput,
  transactionId: string,
  fee: number,
  details: TransactionDetails,
): Promise<CancellationMoney> {
  const amountCents = Math.min(fee, details.authAmountCents);
  await input.beforeMove?.();
  const { result } = await captureWithAttempt(deps, {
    ...callOf(input, transactionId),
    amountCents,
  });
  // 311 "already captured": captured meanwhile for an amount we did not choose; staff look.
  if (result.status !== 'approved' || result.reasonCode === '311') {
    return { ...unchanged(input, 'failed'), message: refusal(result, 'capture') };
  }
  return {
    outcome: 'fee-captured',
    keptCents: amountCents,
    refundedCents: 0,
    dueCents: 0,
    paymentStatus: 'paid',
    capturedCents: amountCents,
  };
}

async function voidWhole(
  deps: PaymentDeps,
  input: CancellationMoneyInput,
  transactionId: string,
): Promise<CancellationMoney> {
  await input.beforeMove?.();
  const { result } = await voidWithAttempt(deps, callOf(input, transactionId));
  if (result.status !== 'approved') {
    return { ...unchanged(input, 'failed'), message: refusal(result, 'void') };
  }
  return {
    outcome: 'voided',
    keptCents: 0,
    refundedCents: 0,
    dueCents: 0,
    paymentStatus: 'voided',
    capturedCents: null,
  };
}

/**
 * The refund row for what is owed back, or null when nothing is; written once the claim is checked
 * (`beforeMove`). One to send now is held meanwhile, so the refund-due job leaves it alone.
 */
async function refundRow(
  deps: PaymentDeps,
  input: CancellationMoneyInput,
  details: TransactionDetails,
  fee: number,
  sendNow: boolean,
): Promise<PaymentRefund | null> {
  const owed = await owedBack(deps, details, fee);
  if (owed <= 0) return null;
  await input.beforeMove?.();
  const now = deps.now ? deps.now() : new Date();
  return insertRefund(
    deps.db,
    { ...refundOf(input, details), amountCents: owed },
    {
      now: now.toISOString(),
      claimedUntil: sendNow ? new Date(now.getTime() + REFUND_CLAIM_MS).toISOString() : null,
    },
  );
}

/** Captured, not settled: a refund is refused until the batch, so it is recorded as due. */
async function refundLater(
  deps: PaymentDeps,
  input: CancellationMoneyInput,
  details: TransactionDetails,
  fee: number,
): Promise<CancellationMoney> {
  const row = await refundRow(deps, input, details, fee, false);
  return totals(deps, input, details, row ? 'refund-due' : 'nothing');
}

/** Settled: the refund goes out now, for the capture minus the fee. */
async function refundNow(
  deps: PaymentDeps,
  input: CancellationMoneyInput,
  details: TransactionDetails,
  fee: number,
): Promise<CancellationMoney> {
  const row = await refundRow(deps, input, details, fee, true);
  if (!row) return totals(deps, input, details, 'nothing');
  const issued = await issueRefund(deps, row, details);
  if (issued.status === 'failed') {
    return { ...(await totals(deps, input, details, 'failed')), message: issued.message };
  }
  return totals(deps, input, details, 'refunded');
}

/** The capture minus the fee and minus what is already owed or given back for it. */
async function owedBack(deps: PaymentDeps, details: TransactionDetails, fee: number) {
  const captured = details.settleAmountCents;
  const already = await openRefundCents(deps.db, details.transactionId);
  return Math.max(0, captured - Math.min(fee, captured) - already);
}

/** The order's money after this, from its refund rows: what went back, what is owed, the rest kept. */
async function totals(
  deps: PaymentDeps,
  input: CancellationMoneyInput,
  details: TransactionDetails,
  outcome: CancellationMoneyOutcome,
): Promise<CancellationMoney> {
  const rows = (await listRefundsOfOrder(deps.db, input.orderId)).filter(
    (r) => r.transactionId === details.transactionId,
  );
  const sum = (status: string) =>
    rows.filter((r) => r.status === status).reduce((n, r) => n + r.amountCents, 0);
  const captured = details.settleAmountCents;
  const refundedCents = sum('issued');
  const dueCents = sum('due');
  return {
    outcome,
    keptCents: Math.max(0, captured - refundedCents - dueCents),
    refundedCents,
    dueCents,
    paymentStatus: 'paid',
    capturedCents: captured,
  };
}

function unchanged(input: CancellationMoneyInput, outcome: CancellationMoneyOutcome) {
  return {
    outcome,
    keptCents: input.paymentStatus === 'paid' ? (input.capturedCents ?? 0) : 0,
    refundedCents: 0,
    dueCents: 0,
    paymentStatus: input.paymentStatus,
    capturedCents: input.capturedCents,
  };
}

const callOf = (input: CancellationMoneyInput, transactionId: string) => ({
  transactionId,
  orderUuid: input.orderUuid,
  orderId: input.orderId,
  sessionId: null,
});

const refundOf = (input: CancellationMoneyInput, details: TransactionDetails) => ({
  orderId: input.orderId,
  orderUuid: input.orderUuid,
  transactionId: details.transactionId,
});

function refusal(result: TransactionResult, what: 'void' | 'capture'): string {
  return result.status === 'approved'
    ? `The transaction was already captured (${result.message}).`
    : describeRefusal(result, what);
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
  deps: Pick<PaymentDeps, 'db'>,
  orderId: number,
): Promise<RefundView[]> {
  const rows = await listRefundsOfOrder(deps.db, orderId);
  return rows.map((r) => ({
    amountCents: r.amountCents,
    status: r.status,
    refundTransactionId: r.refundTransactionId,
    createdAt: r.createdAt,
    issuedAt: r.issuedAt,
    message: r.message,
  }));
}
