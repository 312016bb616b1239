import { rowsTouched } from '../db/row-counts';
import type { SandboxDb, SandboxStatus } from './sandbox-tables';

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

/** The batch's moves, in order: a capture marked to fail settlement fails before the plain move. */
const SETTLEMENT_MOVES: readonly { from: SandboxStatus; to: SandboxStatus; fault?: string }[] = [
  { from: 'capturedPendingSettlement', fault: 'settlement-error', to: 'settlementError' },
  { from: 'capturedPendingSettlement', to: 'settledSuccessfully' },
  { from: 'refundPendingSettlement', to: 'refundSettledSuccessfully' },
];

/** Settles what waits for the batch; answers how many transactions it settled. */
export async function settleBatch(db: SandboxDb, batch: Batch): Promise<number> {
  const inBatch = {
    batch_id: batch.batchId,
    settled_at: batch.settledAt,
    updated_at: batch.settledAt,
  };
  let settled = 0;
  for (const move of SETTLEMENT_MOVES) {
    let q = db
      .updateTable('sandbox_transactions')
      .set({ ...inBatch, status: move.to })
      .where('status', '=', move.from)
      .where('updated_at', '<=', batch.cutoff);
    if (move.fault) q = q.where('fault', '=', move.fault);
    settled += await rowsTouched(q);
  }
  const expiredBefore = new Date(
    Date.parse(batch.cutoff) - AUTHORIZATION_DAYS * 86_400_000,
  ).toISOString();
  await db
    .updateTable('sandbox_transactions')
    .set({ status: 'expired', updated_at: batch.settledAt })
    .where('status', '=', 'authorizedPendingCapture')
    .where('submitted_at', '<=', expiredBefore)
    .execute();
  return settled;
}
