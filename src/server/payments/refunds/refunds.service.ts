import type { TransactionDetails, TransactionResult } from '../gateway/gateway.types';
import { hasUnansweredRefund } from '../payment-attempts.repository';
import { type PaymentDeps, refundWithAttempt } from '../payments.service';
import {
  claimRefund,
  listDueRefunds,
  type PaymentRefund,
  recordRefundOutcome,
  type RefundOutcome,
  releaseRefund,
  sumIssuedRefunds,
} from './refunds.repository';

// Issuing refunds of cancelled orders: at once when the capture has settled, or later by the
// refund-due job once it has. A refund whose outcome is unknown is never sent again: the row
// becomes 'failed' and staff check the gateway, so a customer is never refunded twice.

/** How long a process holds a refund row while it asks the gateway (longer than two calls). */
export const REFUND_CLAIM_MS = 10 * 60_000;
/** Tries of a row whose transaction the gateway could not tell us about, before staff step in. */
const MAX_LOOKUP_TRIES = 10;
/** Rows looked at per run. */
const BATCH = 50;

/** Sends the refund of one claimed row for a settled transaction and records the answer. */
export async function issueRefund(
  deps: PaymentDeps,
  refund: PaymentRefund,
  details: TransactionDetails,
): Promise<RefundOutcome> {
  const record = async (outcome: RefundOutcome) => {
    const now = (deps.now ? deps.now() : new Date()).toISOString();
    await recordRefundOutcome(deps.db, refund.id, outcome, now);
    return outcome;
  };
  // "XXXX1111": the last four digits are all the gateway wants to identify the card.
  const cardLast4 = (details.accountNumber ?? '').slice(-4);
  if (!/^\d{4}$/.test(cardLast4)) {
    return record({
      status: 'failed',
      message: 'The gateway did not name the card of the payment.',
    });
  }
  const { result } = await refundWithAttempt(deps, {
    transactionId: refund.transactionId,
    amountCents: refund.amountCents,
    cardLast4,
    orderUuid: refund.orderUuid,
    orderId: refund.orderId,
    sessionId: null,
  });
  return record(
    result.status === 'approved'
      ? { status: 'issued', refundTransactionId: result.transactionId }
      : { status: 'failed', message: describeRefusal(result) },
  );
}

export function describeRefusal(
  result: Exclude<TransactionResult, { status: 'approved' }>,
  what: 'refund' | 'void' | 'capture' = 'refund',
) {
  switch (result.status) {
    case 'timeout':
    case 'unreachable':
      return `The gateway did not answer (${result.message}); check the transaction before trying the ${what} again.`;
    case 'rejected':
      return `The gateway refused the request: ${result.code} ${result.message}`;
    default:
      return `The gateway refused the ${what}: ${result.reasonCode ?? result.responseCode} ${result.message}`;
  }
}

export interface RefundRunReport {
  examined: number;
  issued: number;
  stillDue: number;
  failed: number;
}

/**
 * Issues the due refunds whose capture has settled. Each row is claimed first with a
 * conditional update, so several processes running this at once send each refund once.
 */
export async function issueDueRefunds(deps: PaymentDeps, now: Date): Promise<RefundRunReport> {
  const report: RefundRunReport = { examined: 0, issued: 0, stillDue: 0, failed: 0 };
  const at = now.toISOString();
  const until = new Date(now.getTime() + REFUND_CLAIM_MS).toISOString();
  for (const row of await listDueRefunds(deps.db, at, BATCH)) {
    if (!(await claimRefund(deps.db, row.id, { now: at, until }))) continue;
    report.examined += 1;
    const outcome = await settleOne(deps, row, at);
    report[outcome] += 1;
  }
  return report;
}

async function settleOne(
  deps: PaymentDeps,
  row: PaymentRefund,
  at: string,
): Promise<'issued' | 'stillDue' | 'failed'> {
  const fail = async (message: string) => {
    await recordRefundOutcome(deps.db, row.id, { status: 'failed', message }, at);
    return 'failed' as const;
  };
  if (await hasUnansweredRefund(deps.db, row.transactionId, row.createdAt)) {
    return fail('An earlier refund try got no answer; check the gateway before refunding again.');
  }
  const details = await deps.gateway.getTransactionDetails(row.transactionId);
  if (details.status !== 'ok') {
    if (row.tries + 1 >= MAX_LOOKUP_TRIES) {
      return fail(`The gateway could not be asked about the payment: ${details.message}`);
    }
    await releaseRefund(deps.db, row.id, { now: at, failedTry: true, message: details.message });
    return 'stillDue';
  }
  switch (details.transactionStatus) {
    case 'settledSuccessfully':
      return (await issueRefund(deps, row, details)).status;
    case 'capturedPendingSettlement':
      await releaseRefund(deps.db, row.id, { now: at, failedTry: false, message: null });
      return 'stillDue';
    default:
      return fail(`The payment is ${details.transactionStatus} at the gateway: nothing refunded.`);
  }
}

/** Cents refunded per order (issued refunds only), for the business's figures. */
export function refundedCentsOfOrders(
  db: PaymentDeps['db'],
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  return sumIssuedRefunds(db, orderIds);
}
