import { cancelClaimedOrder } from '../changes/order-cancel.service';
import { loadOrder, withClaim } from '../orders/order-claim.service';
import { listLapsedProposals, markProposalLapsed } from '../orders/order-proposals.repository';
import { findOrderById, type Order } from '../orders/orders.repository';
import { queueRequestLapsed } from './request.emails';
import { ctxOf, type RequestDeps } from './requests.service';

// A proposed time is held until its hold ends (decision 077). Unanswered by then, the request
// lapses through the one cancellation (no fee: the card hold voided, the time free at once), the
// order is marked lapsed for the customer's and the office's pages, and the customer is e-mailed.

/** Requests the job lapses in one run at most (the next run takes the rest). */
const LAPSE_BATCH = 20;

const isPastHold = (o: Order, now: Date) =>
  o.bookingStatus === 'requested' &&
  !!o.proposedAt &&
  !!o.proposalExpiresAt &&
  Date.parse(o.proposalExpiresAt) <= now.getTime();

/**
 * Lapses the request when its proposal's hold has ended; false when it has not (or it was
 * answered meanwhile). Under the order's claim, so an acceptance and a lapse never both happen.
 */
export async function lapseProposal(deps: RequestDeps, id: number): Promise<boolean> {
  const seen = await loadOrder(deps.db, id);
  if (!isPastHold(seen, deps.now())) return false;
  return withClaim(deps, seen, { bookingStatus: 'requested' }, async (held) => {
    const order = await loadOrder(deps.db, id);
    if (!isPastHold(order, deps.now())) {
      await held.release();
      return false;
    }
    await cancelClaimedOrder(deps, order, {
      by: 'admin',
      actorId: null,
      policyFeeCents: 0,
      leaseUntil: held.leaseUntil,
      declined: {
        reason: '',
        action: 'proposal-lapsed',
        queue: async (trx, after) => {
          const now = deps.now().toISOString();
          await markProposalLapsed(trx, id, now);
          await queueRequestLapsed(trx, (await findOrderById(trx, id)) ?? after, ctxOf(deps));
        },
      },
    });
    return true;
  });
}

/** The job's run: every request whose proposed time was held past now lapses; answers how many. */
export async function lapseExpiredProposals(deps: RequestDeps): Promise<number> {
  const ids = await listLapsedProposals(deps.db, deps.now().toISOString(), LAPSE_BATCH);
  let lapsed = 0;
  for (const id of ids) {
    // One request answered or claimed meanwhile does not stop the others.
    const done = await lapseProposal(deps, id).catch(() => false);
    if (done) lapsed += 1;
  }
  if (lapsed > 0) deps.mailer.wake();
  return lapsed;
}
