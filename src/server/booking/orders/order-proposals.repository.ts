import type { Db } from '../../db/database';
import { updateByIdWhile } from '../../db/updates';

// The writes of a proposal's expiry (decision 077), beside the orders' repository: which requests
// hold a proposed time past its hold, and the mark that one lapsed.

/** The requests whose proposed time was held until `now` or before, oldest first. */
export async function listLapsedProposals(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('booking_status', '=', 'requested')
    .where('proposal_expires_at', '<=', now)
    .orderBy('proposal_expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Marks a request cancelled under the claim as lapsed (its proposal went unanswered). */
export async function markProposalLapsed(db: Db, id: number, now: string): Promise<void> {
  await updateByIdWhile(
    db,
    'orders',
    id,
    { booking_status: 'cancelled' },
    { proposal_lapsed_at: now },
  );
}
