import type { SandboxDb } from './sandbox-tables';

// The daily batch's writes of sandbox_transactions. Every move is conditional on the status it
// leaves, so two processes settling at the same cut-off settle each transaction once.

/** Authorizations never captured expire after 30 days, as the gateway's do. */
const AUTHORIZATION_DAYS = 30;

export interface Batch {
  /** Transactions that changed at or before this time go into the batch. */
  cutoff: string;
  batchId: string;
  settledAt: string;
}

/** Settles what waits for the batch; answers how many transactions it settled. */
export async function settleBatch(db: SandboxDb, batch: Batch): Promise<number> {
  const inBatch = {
    batch_id: batch.batchId,
    settled_at: batch.settledAt,
    updated_at: batch.settledAt,
  };
  const failed = await db
    .updateTable('sandbox_transactions')
    .set({ ...inBatch, status: 'settlementError' })
    .where('status', '=', 'capturedPendingSettlement')
    .where('fault', '=', 'settlement-error')
    .where('updated_at', '<=', batch.cutoff)
    .executeTakeFirst();
  const captures = await db
    .updateTable('sandbox_transactions')
    .set({ ...inBatch, status: 'settledSuccessfully' })
    .where('status', '=', 'capturedPendingSettlement')
    .where('updated_at', '<=', batch.cutoff)
    .executeTakeFirst();
  const refunds = await db
    .updateTable('sandbox_transactions')
    .set({ ...inBatch, status: 'refundSettledSuccessfully' })
    .where('status', '=', 'refundPendingSettlement')
    .where('updated_at', '<=', batch.cutoff)
    .executeTakeFirst();
  const expiredBefore = new Date(
    Date.parse(batch.cutoff) - AUTHORIZATION_DAYS * 86_400_000,
  ).toISOString();
  await db
    .updateTable('sandbox_transactions')
    .set({ status: 'expired', updated_at: batch.settledAt })
    .where('status', '=', 'authorizedPendingCapture')
    .where('submitted_at', '<=', expiredBefore)
    .execute();
  return [failed, captures, refunds].reduce((n, r) => n + Number(r.numUpdatedRows), 0);
}
