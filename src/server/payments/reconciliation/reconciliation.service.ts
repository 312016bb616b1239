import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import {
  claimOrphan,
  recordReconcileOutcome,
  type ReconcileStatus,
} from '../payment-attempts.repository';
import { type PaymentDeps, voidWithAttempt } from '../payments.service';
import {
  claimedByOrder,
  listOrphanCandidates,
  orderHasTransaction,
  type OrphanCandidate,
  wasCaptured,
} from './reconciliation.repository';

/** By then the customer has left the checkout, so no order will claim the authorization. */
export const ORPHAN_AFTER_MS = 30 * 60_000;
/** A claim older than this belongs to a process that died; a failed void is retried after it. */
const RETRY_AFTER_MS = 10 * 60_000;
/** After this many tries the job stops and leaves the row for staff, with an error in the log. */
const MAX_TRIES = 5;
/** Gateway statuses of a transaction that still holds the customer's money uncaptured. */
const VOIDABLE = ['authorizedPendingCapture', 'FDSPendingReview', 'FDSAuthorizedPendingReview'];

type Outcome = Exclude<ReconcileStatus, 'claimed'>;

export interface ReconcileReport {
  examined: number;
  voided: string[];
  outcomes: Partial<Record<Outcome, number>>;
}

/**
 * Voids authorizations that no order claimed within 30 minutes, and records what it did on each
 * attempt row (plus a 'void' attempt per gateway call). Safe with several processes running it at
 * once: each row is claimed with a conditional UPDATE first, and an order can claim an
 * authorization only while the job has not (see claimAuthorization).
 */
export async function reconcileOrphanAuthorizations(
  deps: PaymentDeps & { log?: FastifyBaseLogger },
  opts: { now: Date; limit?: number },
): Promise<ReconcileReport> {
  const nowIso = opts.now.toISOString();
  const createdBefore = new Date(opts.now.getTime() - ORPHAN_AFTER_MS).toISOString();
  const staleBefore = new Date(opts.now.getTime() - RETRY_AFTER_MS).toISOString();
  const candidates = await listOrphanCandidates(deps.db, {
    createdBefore,
    staleBefore,
    limit: opts.limit ?? 50,
  });
  const report: ReconcileReport = { examined: 0, voided: [], outcomes: {} };
  for (const candidate of candidates) {
    if (!(await claimOrphan(deps.db, candidate.id, { now: nowIso, staleBefore }))) continue;
    report.examined += 1;
    let outcome: Outcome;
    try {
      outcome = await reconcileOne(deps, candidate, createdBefore, report.voided);
    } catch (err) {
      deps.log?.error({ err, attemptId: candidate.id }, 'payment reconciliation: attempt failed');
      outcome = 'retry';
    }
    if (outcome === 'retry' && candidate.reconcileTries + 1 >= MAX_TRIES) {
      deps.log?.error(
        { attemptId: candidate.id, orderUuid: candidate.orderUuid },
        'payment reconciliation: could not void an unclaimed authorization; staff must check it',
      );
      outcome = 'failed';
    }
    await recordReconcileOutcome(deps.db, candidate.id, outcome, nowIso);
    report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
  }
  return report;
}

async function reconcileOne(
  deps: PaymentDeps,
  attempt: OrphanCandidate,
  createdBefore: string,
  voided: string[],
): Promise<Outcome> {
  const ids = attempt.transactionId
    ? [attempt.transactionId]
    : await lookUpByInvoice(deps, attempt.invoiceNumber, createdBefore);
  if (ids === null) return 'retry';
  const outcomes: Outcome[] = [];
  for (const transactionId of ids) {
    if (await isClaimed(deps.db, transactionId)) {
      outcomes.push('kept');
      continue;
    }
    const { result } = await voidWithAttempt(deps, {
      transactionId,
      orderUuid: attempt.orderUuid,
      orderId: null,
      sessionId: attempt.sessionId,
      amountCents: attempt.amountCents ?? undefined,
    });
    if (result.status === 'approved') {
      voided.push(transactionId);
      outcomes.push('voided');
    } else if (result.status === 'error' && result.reasonCode === '16') {
      outcomes.push('nothing-to-void');
    } else {
      outcomes.push('retry');
    }
  }
  const order: Outcome[] = ['retry', 'voided', 'kept', 'nothing-to-void'];
  return order.find((o) => outcomes.includes(o)) ?? 'nothing-to-void';
}

/**
 * When we never learned the transaction id (timeout, lost connection), ask the gateway what it
 * holds under the attempt's invoice number. Only transactions as old as the cut-off count: a
 * newer one under the same order is a later attempt still in progress. Null: ask again later.
 */
async function lookUpByInvoice(
  deps: PaymentDeps,
  invoiceNumber: string | null,
  createdBefore: string,
): Promise<string[] | null> {
  if (!invoiceNumber) return [];
  const found = await deps.gateway.findUnsettledByInvoice(invoiceNumber);
  if (found.status !== 'ok') return null;
  return found.transactions
    .filter((t) => VOIDABLE.includes(t.transactionStatus))
    .filter((t) => !t.submittedAt || Date.parse(t.submittedAt) <= Date.parse(createdBefore))
    .map((t) => t.transactionId);
}

async function isClaimed(db: Db, transactionId: string): Promise<boolean> {
  if (await claimedByOrder(db, transactionId)) return true;
  // Only a saved order's flow captures; money taken on purpose is never voided here.
  if (await wasCaptured(db, transactionId)) return true;
  return orderHasTransaction(db, transactionId);
}
