import type { Db } from '../db/database';
import { type PaymentAttempt, toAttempt } from './payment-attempts.repository';

export type ReconcileStatus =
  'claimed' | 'voided' | 'nothing-to-void' | 'kept' | 'retry' | 'failed';

export interface OrphanCandidate extends PaymentAttempt {
  reconcileTries: number;
}

/**
 * Authorizations no order has claimed, older than `createdBefore`, that may hold money: approved
 * or held ones, and those whose outcome we never learned (timeout, a crash mid-call, a lost
 * connection). Declines and refused requests made no authorization and are left alone. Rows
 * claimed by a process that then died, or waiting for a retry, come back after `staleBefore`.
 */
export async function listOrphanCandidates(
  db: Db,
  opts: { createdBefore: string; staleBefore: string; limit: number },
): Promise<OrphanCandidate[]> {
  const rows = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('kind', '=', 'authorize')
    .where('order_id', 'is', null)
    .where('created_at', '<=', opts.createdBefore)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['approved', 'timeout', 'started']),
        eb.and([eb('status', '=', 'error'), eb('response_code', 'is', null)]),
        eb('response_code', '=', '4'),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('reconcile_status', 'is', null),
        eb.and([
          eb('reconcile_status', 'in', ['claimed', 'retry']),
          eb('reconcile_claimed_at', '<=', opts.staleBefore),
        ]),
      ]),
    )
    .orderBy('id')
    .limit(opts.limit)
    .execute();
  return rows.map((r) => ({ ...toAttempt(r), reconcileTries: r.reconcile_tries }));
}

/** Takes one row for this process; false when another process (or an order) got it first. */
export async function claimOrphan(
  db: Db,
  id: number,
  opts: { now: string; staleBefore: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_attempts')
    .set((eb) => ({
      reconcile_status: 'claimed',
      reconcile_claimed_at: opts.now,
      reconcile_tries: eb('reconcile_tries', '+', 1),
      updated_at: opts.now,
    }))
    .where('id', '=', id)
    .where('order_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('reconcile_status', 'is', null),
        eb.and([
          eb('reconcile_status', 'in', ['claimed', 'retry']),
          eb('reconcile_claimed_at', '<=', opts.staleBefore),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordReconcileOutcome(
  db: Db,
  id: number,
  status: Exclude<ReconcileStatus, 'claimed'>,
  now: string,
): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ reconcile_status: status, reconcile_claimed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Whether this server captured the transaction: only a saved order's flow ever does. */
export async function wasCaptured(db: Db, transactionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_attempts')
    .select('id')
    .where('kind', '=', 'capture')
    .where('transaction_id', '=', transactionId)
    .where('status', '=', 'approved')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another authorization row of ours already belongs to an order for this transaction. */
export async function claimedByOrder(db: Db, transactionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_attempts')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .where('order_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
