import { REQUEST_MESSAGES as R } from '../../../shared/booking/order-requests';
import { DEFAULT_VISIT_MINUTES } from '../../../shared/booking/visit-length';
import { MISFIT_TEXT } from '../../../shared/slots/free-times';
import { PICKER_SLOT_LIMIT, type Slot } from '../../../shared/slots/slot';
import { isTimeId } from '../../../shared/slots/time-id';
import { audit } from '../../audit/audit.service';
import { publicDataChanged } from '../../cache/cache.service';
import type { Db } from '../../db/database';
import { conflict } from '../../errors';
import { proposalHoldHours } from '../../settings/proposal-hold.service';
import {
  handSlotMisfitOf,
  HOURS_SLOT_TITLE,
  takeOfferedTime,
  TimeNoLongerFits,
} from '../../slots/free-times.service';
import {
  findSlotOfAnyInspector,
  freeSlotsFor,
  holdOfferedSlot,
  type InspectedSlot,
} from '../../slots/slots.service';
import { cartWithSlot } from '../changes/order-reschedule.service';
import { areaOf, inspectorRuleOf, moveTime } from '../changes/reschedule-slot';
import { loadOrder, ORDER_CLAIM_MESSAGES } from '../orders/order-claim.service';
import { orderConflictOf } from '../orders/order-conflict';
import { findOrderById, moveOrderToSlot, type Order } from '../orders/orders.repository';
import { lapseProposal } from './proposal-expiry.service';
import { queueRequestProposed } from './request.emails';
import {
  type ConfirmOutcome,
  confirmRequest,
  ctxOf,
  entry,
  refuseUnless,
  type RequestDeps,
} from './requests.service';

// The office proposes another time for a request (decisions 069, 077): a hand-made slot or a time
// the working hours give for the request's own visit, of its inspector (anyone's for "any") who
// covers the property's ZIP. The request moves there at once, held until the hold ends, and the
// customer accepts it (or lets it lapse).

/** The free times the office may propose for a request, the first page or from a later day. */
export async function proposableTimes(
  db: Db,
  order: Order,
  now: Date,
  timeZone: string,
  from?: Date,
): Promise<Slot[]> {
  const rule = inspectorRuleOf(order);
  const slots = await freeSlotsFor(db, {
    now,
    limit: PICKER_SLOT_LIMIT + 1,
    inspector: rule.kind === 'any' ? 'any' : rule.inspectorId,
    visitMinutes: order.visitMinutes ?? DEFAULT_VISIT_MINUTES,
    timeZone,
    area: await areaOf(db, order),
    from,
  });
  return slots
    .filter((s) => s.id !== order.slotId && s.start !== order.slotStart)
    .slice(0, PICKER_SLOT_LIMIT);
}

/** A hand-made slot the request may take now (its inspector, area, notice), or a 409. */
async function handTarget(deps: RequestDeps, order: Order, slotId: number, now: Date) {
  const rule = inspectorRuleOf(order);
  const slot = await findSlotOfAnyInspector(deps.db, slotId);
  const area = await areaOf(deps.db, order);
  const fits =
    slot &&
    slot.inspectorActive &&
    Date.parse(slot.start) > now.getTime() &&
    (rule.kind === 'any' || slot.inspectorId === rule.inspectorId) &&
    (!area || area.has(slot.inspectorId));
  if (!slot || !fits) throw conflict(R.slotUnknown);
  const misfit = await handSlotMisfitOf(deps.db, {
    owner: slot.inspectorId,
    start: Date.parse(slot.start),
    now,
    timeZone: deps.settings.timeZone,
  });
  if (misfit) throw conflict(MISFIT_TEXT[misfit]);
  return slot;
}

/** In the proposal's transaction: the time taken for the request, or a 409 when gone. */
async function takeTarget(
  trx: Db,
  deps: RequestDeps,
  order: Order,
  target: { time: Awaited<ReturnType<typeof moveTime>> } | { hand: InspectedSlot },
  now: Date,
): Promise<Slot> {
  if ('hand' in target) {
    const held = await holdOfferedSlot(trx, target.hand.id);
    if (held?.inspectorId !== target.hand.inspectorId) throw conflict(R.slotTaken);
    return target.hand;
  }
  const taken = await takeOfferedTime(trx, {
    ...target.time,
    visitMinutes: order.visitMinutes ?? DEFAULT_VISIT_MINUTES,
    fullDay: order.slotFullDay,
    now,
    timeZone: deps.settings.timeZone,
  });
  return {
    id: taken.slotId,
    start: new Date(target.time.start).toISOString(),
    title: HOURS_SLOT_TITLE,
  };
}

/**
 * Moves a request to another free time and marks it proposed: the new time is held for the
 * customer until the hold ends (the old one is free again) and they are e-mailed a link to accept
 * it or cancel. The time is checked again here, and taken under its lock in the transaction.
 */
export async function proposeTime(deps: RequestDeps, id: number, slotId: number): Promise<Order> {
  const order = await loadOrder(deps.db, id);
  refuseUnless(order, 'propose');
  if (slotId === order.slotId) throw conflict(R.sameSlot);
  const now = deps.now();
  const target = isTimeId(slotId)
    ? { time: await moveTime(deps, order, slotId, now) }
    : { hand: await handTarget(deps, order, slotId, now) };
  const holdHours = await proposalHoldHours.get(deps.db);
  try {
    const moved = await deps.db.transaction().execute(async (trx) => {
      const slot = await takeTarget(trx, deps, order, target, now);
      const at = deps.now();
      const move = {
        fromSlotId: order.slotId,
        toSlotId: slot.id,
        cartJson: cartWithSlot(order.cartJson, slot),
        proposal: { expiresAt: new Date(at.getTime() + holdHours * 3_600_000).toISOString() },
      };
      if (!(await moveOrderToSlot(trx, id, move, at.toISOString())))
        throw conflict(ORDER_CLAIM_MESSAGES.busy);
      const after = await findOrderById(trx, id);
      if (!after) throw conflict(ORDER_CLAIM_MESSAGES.lost);
      await queueRequestProposed(trx, after, order.slotStart, ctxOf(deps));
      const details = {
        fromSlotId: order.slotId,
        fromStart: order.slotStart,
        toSlotId: slot.id,
        toStart: slot.start,
        expiresAt: move.proposal.expiresAt,
      };
      await audit(trx, entry(deps, 'propose-time', id, details), at);
      await publicDataChanged(deps.db, trx, 'slots');
      return after;
    });
    deps.mailer.wake();
    return moved;
  } catch (error) {
    if (orderConflictOf(error) === 'slot') throw conflict(R.slotTaken);
    if (error instanceof TimeNoLongerFits) throw conflict(MISFIT_TEXT[error.misfit]);
    throw error;
  }
}

/**
 * The customer's yes to the proposed time: the request is confirmed (its card captured). Past its
 * hold the proposal lapses here (if the job has not yet) and the yes is refused.
 */
export async function acceptProposedTime(deps: RequestDeps, order: Order): Promise<ConfirmOutcome> {
  if (order.bookingStatus !== 'requested' || !order.proposedAt) {
    if (order.proposalLapsedAt) throw conflict(R.proposalLapsed);
    throw conflict(R.noProposal);
  }
  const expires = order.proposalExpiresAt ? Date.parse(order.proposalExpiresAt) : Infinity;
  if (expires <= deps.now().getTime()) {
    // The customer's e-mail saying so goes at once, not at the outbox's next round.
    if (await lapseProposal(deps, order.id).catch(() => false)) deps.mailer.wake();
    throw conflict(R.proposalLapsed);
  }
  return confirmRequest(deps, order.id, 'customer');
}
