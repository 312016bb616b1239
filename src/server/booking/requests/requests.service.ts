import { REQUEST_MESSAGES as R, requestRefusal } from '../../../shared/booking/order-requests';
import { PICKER_SLOT_LIMIT, type Slot } from '../../../shared/slots/slot';
import { audit } from '../../audit/audit.service';
import { publicDataChanged } from '../../cache/cache.service';
import type { Db } from '../../db/database';
import { conflict } from '../../errors';
import { captureWithAttempt } from '../../payments/payments.service';
import type { TransactionResult } from '../../payments/gateway/gateway.types';
import { runEventRules } from '../../rules/rules.service';
import { findSlotOfAnyInspector, freeSlotsFor, holdOfferedSlot } from '../../slots/slots.service';
import {
  type CancelCoreDeps,
  cancelClaimedOrder,
  ownTransaction,
} from '../changes/order-cancel.service';
import { cartWithSlot } from '../changes/order-reschedule.service';
import { inspectorRuleOf } from '../changes/reschedule-slot';
import { loadOrder, ORDER_CLAIM_MESSAGES, withClaim } from '../orders/order-claim.service';
import { orderConflictOf } from '../orders/order-conflict';
import {
  findOrderById,
  markConfirmedUnderClaim,
  moveOrderToSlot,
  type Order,
} from '../orders/orders.repository';
import {
  queueRequestConfirmed,
  queueRequestDeclined,
  queueRequestProposed,
} from './request.emails';

// "Request, then confirm" (decision 069): the office confirms a requested order (its card captured
// under the order claim), declines it (the card voided, the time freed, through the one
// cancellation) or moves it to another free time for the customer to accept. Each step is audited
// and e-mails the customer through the outbox in the step's own transaction.

export interface RequestDeps extends CancelCoreDeps {
  /** Who answers: the administrator's user id, or the customer's when they accept a proposal. */
  actorId: number | null;
}

/** What the office is told after a confirmation that called the gateway (or needed none). */
export type ConfirmOutcome =
  { ok: true; capturedCents: number | null } | { ok: false; unknown: boolean; message: string };

const refuseUnless = (order: Order, step: 'confirm' | 'decline' | 'propose') => {
  const refusal = requestRefusal(order.bookingStatus, step);
  if (refusal) throw conflict(refusal);
};

function failure(result: TransactionResult): ConfirmOutcome {
  const unknown = result.status === 'timeout' || result.status === 'unreachable';
  const reason =
    'reasonCode' in result && result.reasonCode ? ` (reason ${result.reasonCode})` : '';
  return { ok: false, unknown, message: `${result.message}${reason}` };
}

const ctxOf = (deps: RequestDeps) => ({
  settings: deps.settings,
  publicUrl: deps.publicUrl,
  now: deps.now(),
});

/**
 * requested → active. A card held at request is captured for the order's total first, holding the
 * order's claim; a refused capture leaves the request as it was (the office may try again or
 * decline it). A pay-later request simply becomes confirmed.
 */
export async function confirmRequest(
  deps: RequestDeps,
  id: number,
  by: 'admin' | 'customer' = 'admin',
): Promise<ConfirmOutcome> {
  const seen = await loadOrder(deps.db, id);
  refuseUnless(seen, 'confirm');
  return withClaim(deps, seen, { bookingStatus: 'requested' }, async ({ leaseUntil, release }) => {
    // Read again under the claim: a proposal committed before it moved the order.
    const order = await loadOrder(deps.db, id);
    let capturedCents: number | undefined;
    if (order.paymentStatus === 'authorized') {
      const transactionId = await ownTransaction(deps.db, order);
      if (!transactionId) throw conflict(R.captureRefused);
      const { result } = await captureWithAttempt(
        { db: deps.db, gateway: deps.gateway, now: deps.now },
        {
          transactionId,
          amountCents: order.totalCents,
          orderUuid: order.orderUuid,
          orderId: id,
          sessionId: null,
        },
      );
      if (result.status !== 'approved') {
        const outcome = failure(result);
        await release();
        await audit(
          deps.db,
          entry(deps, 'confirm-request-failed', id, { transactionId, ...outcome }),
        );
        return outcome;
      }
      capturedCents = order.totalCents;
    }
    await deps.db.transaction().execute(async (trx) => {
      const now = deps.now();
      const held = { leaseUntil, slotId: order.slotId };
      if (!(await markConfirmedUnderClaim(trx, id, held, now.toISOString(), capturedCents)))
        throw conflict(ORDER_CLAIM_MESSAGES.lost);
      const after = await findOrderById(trx, id);
      if (!after) throw conflict(ORDER_CLAIM_MESSAGES.lost);
      await queueRequestConfirmed(trx, after, ctxOf(deps));
      await audit(
        trx,
        entry(deps, by === 'customer' ? 'customer-accept-time' : 'confirm-request', id, {
          slotStart: after.slotStart,
          capturedCents: capturedCents ?? null,
        }),
        now,
      );
      // The office's own rules for a booking run once it is a booking (they skip requests).
      await runEventRules(trx, 'booked', id, {
        settings: deps.settings,
        publicUrl: deps.publicUrl,
        now,
      });
    });
    deps.mailer.wake();
    return { ok: true, capturedCents: capturedCents ?? null };
  });
}

/** requested → cancelled: the card hold voided, the time free again, the reason e-mailed. */
export async function declineRequest(deps: RequestDeps, id: number, reason: string) {
  const seen = await loadOrder(deps.db, id);
  refuseUnless(seen, 'decline');
  const result = await withClaim(
    deps,
    seen,
    { bookingStatus: 'requested' },
    async ({ leaseUntil }) => {
      const order = await loadOrder(deps.db, id);
      return cancelClaimedOrder(deps, order, {
        by: 'admin',
        actorId: deps.actorId,
        policyFeeCents: 0,
        leaseUntil,
        declined: {
          reason,
          queue: (trx, after) => queueRequestDeclined(trx, after, reason, ctxOf(deps)),
        },
      });
    },
  );
  deps.mailer.wake();
  return result;
}

/** The free times the office may propose for a request: its inspector's, or anyone's for "any". */
export async function proposableTimes(db: Db, order: Order, now: Date): Promise<Slot[]> {
  const rule = inspectorRuleOf(order);
  const slots = await freeSlotsFor(db, {
    now,
    limit: PICKER_SLOT_LIMIT + 1,
    inspector: rule.kind === 'any' ? 'any' : rule.inspectorId,
  });
  return slots.filter((s) => s.id !== order.slotId).slice(0, PICKER_SLOT_LIMIT);
}

/**
 * Moves a request to another free time and marks it proposed: the new time is held for the
 * customer (the old one is free again) and they are e-mailed a link to accept it or cancel.
 */
export async function proposeTime(deps: RequestDeps, id: number, slotId: number): Promise<Order> {
  const order = await loadOrder(deps.db, id);
  refuseUnless(order, 'propose');
  if (slotId === order.slotId) throw conflict(R.sameSlot);
  const rule = inspectorRuleOf(order);
  const slot = await findSlotOfAnyInspector(deps.db, slotId);
  const fits =
    slot &&
    slot.inspectorActive &&
    Date.parse(slot.start) > deps.now().getTime() &&
    (rule.kind === 'any' || slot.inspectorId === rule.inspectorId);
  if (!slot || !fits) throw conflict(R.slotUnknown);
  try {
    const moved = await deps.db.transaction().execute(async (trx) => {
      const held = await holdOfferedSlot(trx, slot.id);
      if (held?.inspectorId !== slot.inspectorId) throw conflict(R.slotTaken);
      const now = deps.now();
      const move = {
        fromSlotId: order.slotId,
        toSlotId: slot.id,
        cartJson: cartWithSlot(order.cartJson, slot),
        proposal: true as const,
      };
      if (!(await moveOrderToSlot(trx, id, move, now.toISOString())))
        throw conflict(ORDER_CLAIM_MESSAGES.busy);
      const after = await findOrderById(trx, id);
      if (!after) throw conflict(ORDER_CLAIM_MESSAGES.lost);
      await queueRequestProposed(trx, after, order.slotStart, ctxOf(deps));
      await audit(
        trx,
        entry(deps, 'propose-time', id, {
          fromSlotId: order.slotId,
          fromStart: order.slotStart,
          toSlotId: slot.id,
          toStart: slot.start,
        }),
        now,
      );
      await publicDataChanged(deps.db, trx, 'slots');
      return after;
    });
    deps.mailer.wake();
    return moved;
  } catch (error) {
    if (orderConflictOf(error) === 'slot') throw conflict(R.slotTaken);
    throw error;
  }
}

/** The customer's yes to the proposed time: the request is confirmed (its card captured). */
export async function acceptProposedTime(deps: RequestDeps, order: Order): Promise<ConfirmOutcome> {
  if (order.bookingStatus !== 'requested' || !order.proposedAt) throw conflict(R.noProposal);
  return confirmRequest(deps, order.id, 'customer');
}

function entry(deps: RequestDeps, action: string, id: number, details: Record<string, unknown>) {
  return { userId: deps.actorId, action, entity: 'order', entityId: id, details };
}
