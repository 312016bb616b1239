import type { Db } from '../../db/database';
import type { OrderPaymentStatus } from '../../db/schema';
import { conflict, foundOr404 } from '../../errors';
import {
  type CancellationFacts,
  type ClaimExpectation,
  claimOrder,
  findOrderById,
  type HeldClaim,
  markCancelledUnderClaim,
  type Order,
  releaseOrder,
  renewClaim,
} from './orders.repository';

// The order claim (decision 073): every change that calls the payment gateway — a customer's
// cancel, paying a reservation, the admin's cancel, capture and void — holds the order first.
// The claim is `updated_at` moved to the end of a lease; a reschedule, a single UPDATE, refuses
// an order whose lease is running. One lease formula, one set of refusals.

export const ORDER_CLAIM_MESSAGES = {
  notFound: 'That order does not exist.',
  busy: 'Another change to this order is in progress. Please wait a moment and reload the page.',
  alreadyCancelled: 'This order is already cancelled.',
  lost: 'This inspection was changed while it was being cancelled. Please reload the page.',
} as const;

/** Why a claim expecting this payment state was refused, from the state the order is in now. */
export const NOT_AUTHORIZED: Record<OrderPaymentStatus, string> = {
  pending: 'This order has no card payment (pay later), so there is nothing to capture or void.',
  authorized: '',
  paid: 'This payment has already been captured.',
  voided: 'This card authorization has already been voided.',
};

/**
 * How long a claim holds: longer than the most a holder does between two proofs that it still
 * holds (an authorization and a capture, each up to the gateway's time limit), with some slack.
 */
export const orderClaimLeaseMs = (paymentTimeoutMs: number): number =>
  2 * paymentTimeoutMs + 60_000;

export interface ClaimDeps {
  db: Db;
  now: () => Date;
  leaseMs: number;
}

/** The words a refused claim is explained with (a flow may use its customer's words). */
export interface ClaimMessages {
  cancelled: string;
  busy: string;
}

const STAFF_WORDS: ClaimMessages = {
  cancelled: ORDER_CLAIM_MESSAGES.alreadyCancelled,
  busy: ORDER_CLAIM_MESSAGES.busy,
};

/** A claim taken: its mark on the row (`leaseUntil`) and how to give it back unchanged. */
export interface OrderClaim {
  orderId: number;
  leaseUntil: string;
  release(): Promise<void>;
}

export function loadOrder(db: Db, id: number): Promise<Order> {
  return foundOr404(findOrderById(db, id), ORDER_CLAIM_MESSAGES.notFound);
}

/** Takes the claim on an order in the expected state whose lease is not running, or undefined. */
export async function claim(
  deps: ClaimDeps,
  orderId: number,
  expect: ClaimExpectation,
): Promise<OrderClaim | undefined> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + deps.leaseMs).toISOString();
  if (!(await claimOrder(deps.db, orderId, expect, now.toISOString(), leaseUntil))) return;
  return {
    orderId,
    leaseUntil,
    release: () => release(deps, orderId, leaseUntil),
  };
}

/** Gives a claim back unchanged (nothing moved); in `db`, which may be the caller's transaction. */
export async function release(
  deps: Pick<ClaimDeps, 'db' | 'now'>,
  orderId: number,
  leaseUntil: string,
): Promise<void> {
  await releaseOrder(deps.db, orderId, leaseUntil, deps.now().toISOString());
}

/** Throws why a claim was refused, read from the order as it is now. */
export async function refuseClaim(
  db: Db,
  orderId: number,
  expect: ClaimExpectation,
  messages: ClaimMessages = STAFF_WORDS,
): Promise<never> {
  const current = await loadOrder(db, orderId);
  if (expect.bookingStatus && current.bookingStatus !== expect.bookingStatus)
    throw conflict(messages.cancelled);
  if (expect.paymentStatus && current.paymentStatus !== expect.paymentStatus)
    throw conflict(NOT_AUTHORIZED[current.paymentStatus]);
  throw conflict(messages.busy);
}

/**
 * Runs `work` holding the order's claim; a claim refused is explained from the order's state, and
 * the claim is given back when `work` throws.
 */
export async function withClaim<T>(
  deps: ClaimDeps,
  order: Pick<Order, 'id'>,
  expect: ClaimExpectation,
  work: (held: OrderClaim) => Promise<T>,
  messages: ClaimMessages = STAFF_WORDS,
): Promise<T> {
  const held = await claim(deps, order.id, expect);
  if (!held) return refuseClaim(deps.db, order.id, expect, messages);
  try {
    return await work(held);
  } catch (error) {
    await held.release();
    throw error;
  }
}

/**
 * The proof, before each move of money, that the claim still holds (its mark, still active, still
 * at the priced slot); it renews the lease for the one call that follows and keeps `held` current.
 */
export function proveHeld(deps: ClaimDeps, orderId: number, held: HeldClaim) {
  return async (): Promise<void> => {
    const renewed = new Date(deps.now().getTime() + deps.leaseMs).toISOString();
    if (!(await renewClaim(deps.db, orderId, held, renewed)))
      throw conflict(ORDER_CLAIM_MESSAGES.lost);
    held.leaseUntil = renewed;
  };
}

/** active → cancelled by the claim's holder, ending the claim; refused when it was lost. */
export async function cancelHeld(
  trx: Db,
  orderId: number,
  facts: CancellationFacts,
  held: HeldClaim,
  now: string,
): Promise<void> {
  if (!(await markCancelledUnderClaim(trx, orderId, facts, held, now)))
    throw conflict(ORDER_CLAIM_MESSAGES.lost);
}
