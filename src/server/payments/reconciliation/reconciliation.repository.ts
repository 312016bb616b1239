import type { Db } from '../../db/database';
import { hasAnyRow } from '../../db/row-counts';
import { freeForReconcile, type PaymentAttempt, toAttempt } from '../payment-attempts.repository';

// What the reconciliation job reads; its claims and outcomes are written by
// payment-attempts.repository.ts, the one writer of payment_attempts.

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
    .where(freeForReconcile(opts.staleBefore))
    .orderBy('id')
    .limit(opts.limit)
    .execute();
  return rows.map((r) => ({ ...toAttempt(r), reconcileTries: r.reconcile_tries }));
}

/** Whether this server captured the transaction: only a saved order's flow ever does. */
export async function wasCaptured(db: Db, transactionId: string): Promise<boolean> {
  return hasAnyRow(
    db
      .selectFrom('payment_attempts')
      .where('kind', '=', 'capture')
      .where('transaction_id', '=', transactionId)
      .where('status', '=', 'approved'),
  );
}

/** Whether another authorization row of ours already belongs to an order for this transaction. */
export async function claimedByOrder(db: Db, transactionId: string): Promise<boolean> {
  return hasAnyRow(
    db
      .selectFrom('payment_attempts')
      .where('transaction_id', '=', transactionId)
      .where('order_id', 'is not', null),
  );
}

/**
 * Whether a saved order carries this transaction id, even one whose authorization row was never
 * claimed for it. A read of the orders table only: booking alone writes it.
 */
export async function orderHasTransaction(db: Db, transactionId: string): Promise<boolean> {
  return hasAnyRow(db.selectFrom('orders').where('transaction_id', '=', transactionId));
}
