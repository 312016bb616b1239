import type { CancellationPolicy } from '../../../shared/booking/cancellation-policy';
import {
  type CancellationQuote,
  cancellationMoneyPlan,
} from '../../../shared/portal/order-changes';
import {
  feeChangedText,
  ORDER_CHANGE_MESSAGES as M,
} from '../../../shared/portal/order-change-messages';
import { INSPECTION_NOT_FOUND } from '../../../shared/portal/inspection-view';
import type { Db } from '../../db/database';
import { holdsTime } from '../../../shared/booking/order-status';
import { conflict, HttpError, notFound } from '../../errors';
import {
  type CancelCoreDeps,
  cancelClaimedOrder,
  type CancelCoreResult,
} from './order-cancel.service';
import { policyFeeOf, quoteOf, termsOf } from './order-changes-quote';
import { findCustomerOrder, type Order } from '../customer-orders.service';
import { type ClaimMessages, withClaim } from '../orders/order-claim.service';

// The customer's own cancel (and the quote the dialog shows first). Only the signed-in customer's
// own order; the server's clock and stored policy decide the fee, never the browser.

/** A refused claim in the customer's words. */
export const CUSTOMER_CLAIM_WORDS: ClaimMessages = { cancelled: M.alreadyCancelled, busy: M.busy };

/** A cancel's needs (its claim's lease outlasts the gateway calls it may make), and the policy. */
export interface OrderChangeDeps extends CancelCoreDeps {
  policy: CancellationPolicy;
}

/** The customer's order, or 404 for anyone else's (and for none at all). */
export async function customerOrder(db: Db, userId: number, orderId: number): Promise<Order> {
  const order = await findCustomerOrder(db, userId, orderId);
  if (!order) throw notFound(INSPECTION_NOT_FOUND);
  return order;
}

/** Refuses a change to a cancelled or started order (409, nothing changed). */
export function assertChangeable(
  order: Order,
  deps: Pick<OrderChangeDeps, 'policy' | 'settings'>,
  now: Date,
) {
  if (!holdsTime(order.bookingStatus)) throw conflict(M.alreadyCancelled);
  const terms = termsOf(order, deps.policy, deps.settings, now);
  if (terms.kind === 'started') throw conflict(M.started);
  return terms;
}

export async function cancellationQuote(
  deps: OrderChangeDeps,
  userId: number,
  orderId: number,
): Promise<CancellationQuote> {
  const order = await customerOrder(deps.db, userId, orderId);
  const now = deps.now();
  assertChangeable(order, deps, now);
  return quoteOf(order, deps.policy, deps.settings, now);
}

/**
 * Cancels the customer's own order under the policy. The order is claimed first, so a second
 * click is told it is in progress (or done) and never reaches the gateway again. `quotedFeeCents`
 * is the fee the dialog showed: when the server's fee now differs, nothing changes (409).
 */
export async function cancelByCustomer(
  deps: OrderChangeDeps,
  userId: number,
  orderId: number,
  quotedFeeCents?: number,
): Promise<CancelCoreResult> {
  const seen = await customerOrder(deps.db, userId, orderId);
  assertChangeable(seen, deps, deps.now());
  const result = await withClaim(
    deps,
    seen,
    // A request (not yet confirmed) may be withdrawn too; the claim names the state it was seen in.
    { bookingStatus: seen.bookingStatus },
    async ({ leaseUntil }) => {
      // Read again under the claim: a move committed before it would leave the fee on the old start.
      const order = await customerOrder(deps.db, userId, orderId);
      const now = deps.now();
      const terms = assertChangeable(order, deps, now);
      const policyFeeCents = policyFeeOf(terms);
      if (
        quotedFeeCents !== undefined &&
        cancellationMoneyPlan(order, policyFeeCents).feeCents !== quotedFeeCents
      ) {
        const quote = quoteOf(order, deps.policy, deps.settings, now);
        throw new HttpError(409, feeChangedText(quote), { quote });
      }
      return cancelClaimedOrder(deps, order, {
        by: 'customer',
        actorId: userId,
        policyFeeCents,
        leaseUntil,
      });
    },
    CUSTOMER_CLAIM_WORDS,
  );
  deps.mailer.wake();
  return result;
}
