import { ORDER_CHANGE_MESSAGES as M } from '../../../shared/portal/order-change-messages';
import { rescheduleClosedText } from '../../../shared/portal/order-change-messages';
import { audit } from '../../audit/audit.service';
import { REQUEST_MESSAGES } from '../../../shared/booking/order-requests';
import { publicDataChanged } from '../../cache/cache.service';
import { conflict } from '../../errors';
import type { Slot } from '../../../shared/slots/slot';
import { queueRescheduleEmails } from './order-change.emails';
import { moveTarget, moveTime } from './reschedule-slot';
import {
  HOURS_SLOT_TITLE,
  takeOfferedTime,
  TimeNoLongerFits,
} from '../../slots/free-times.service';
import { isTimeId } from '../../../shared/slots/time-id';
import { MISFIT_TEXT } from '../../../shared/slots/free-times';
import { DEFAULT_VISIT_MINUTES } from '../../../shared/booking/visit-length';
import {
  assertChangeable,
  CUSTOMER_CLAIM_WORDS,
  customerOrder,
  type OrderChangeDeps,
} from './order-changes.service';
import { refuseClaim } from '../orders/order-claim.service';
import { findOrderById, moveOrderToSlot, type Order } from '../orders/orders.repository';
import { holdOfferedSlot } from '../../slots/slots.service';
import { orderConflictOf } from '../orders/order-conflict';

// The customer moves their own order to another free slot while the policy says changes are free,
// with the inspector its booking keeps (order-changes.reschedule-slot.ts). One conditional
// UPDATE: the unique index on active orders per slot settles a race for the new slot, and "still
// at the old slot" settles two tabs moving the same order.

/** The stored cart with the new slot, so the order's cart names the slot it holds (as at checkout). */
export function cartWithSlot(cartJson: string, slot: Slot): string {
  let cart: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(cartJson);
    if (typeof parsed === 'object' && parsed !== null) cart = parsed as Record<string, unknown>;
  } catch {
    // An unreadable cart stays unreadable apart from the slot it now names.
  }
  return JSON.stringify({
    ...cart,
    selectedSlotId: slot.id,
    selectedSlot: { id: slot.id, start: slot.start, title: slot.title },
  });
}

/** Why the UPDATE matched no row, read from the order as it is now. */
async function lostMove(deps: OrderChangeDeps, order: Order): Promise<never> {
  const current = await findOrderById(deps.db, order.id);
  if (!current || current.bookingStatus !== 'active') throw conflict(M.alreadyCancelled);
  if (current.slotId !== order.slotId) throw conflict(M.changedElsewhere);
  // Still active at the old slot: another change holds the order's claim.
  return refuseClaim(deps.db, order.id, { bookingStatus: 'active' }, CUSTOMER_CLAIM_WORDS);
}

export async function rescheduleByCustomer(
  deps: OrderChangeDeps,
  userId: number,
  input: { orderId: number; slotId: number; fromSlotId?: number },
): Promise<Order> {
  const order = await customerOrder(deps.db, userId, input.orderId);
  if (order.bookingStatus === 'active' && input.fromSlotId && input.fromSlotId !== order.slotId)
    throw conflict(M.changedElsewhere);
  const now = deps.now();
  if (order.bookingStatus === 'requested') throw conflict(REQUEST_MESSAGES.notMovable);
  const terms = assertChangeable(order, deps, now);
  if (terms.kind !== 'free')
    throw conflict(rescheduleClosedText(deps.policy.windowHours, deps.settings.phone));
  if (input.slotId === order.slotId) throw conflict(M.sameSlot);
  // A time from working hours has no row until taken in the move's transaction.
  const time = isTimeId(input.slotId) ? await moveTime(deps, order, input.slotId, now) : undefined;
  let slot = time
    ? {
        id: input.slotId,
        start: new Date(time.start).toISOString(),
        title: HOURS_SLOT_TITLE,
        inspectorId: time.chosen,
      }
    : await moveTarget(deps, order, input.slotId, now);

  const moved = await (async () => {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        // Held first: an administrator withdrawing or reassigning the slot waits for this move,
        // or did so since the slot was chosen, and then the move is refused.
        if (time) {
          const taken = await takeOfferedTime(trx, {
            ...time,
            visitMinutes: order.visitMinutes ?? DEFAULT_VISIT_MINUTES,
            fullDay: order.slotFullDay,
            now,
            timeZone: deps.settings.timeZone,
          });
          slot = { ...slot, id: taken.slotId, inspectorId: taken.owner };
        } else {
          const held = await holdOfferedSlot(trx, slot.id);
          if (held?.inspectorId !== slot.inspectorId) throw conflict(M.slotTaken);
        }
        const at = deps.now();
        const nowIso = at.toISOString();
        const move = {
          fromSlotId: input.fromSlotId ?? order.slotId,
          toSlotId: slot.id,
          cartJson: cartWithSlot(order.cartJson, slot),
        };
        if (!(await moveOrderToSlot(trx, order.id, move, nowIso))) return undefined;
        const after = await findOrderById(trx, order.id);
        if (!after) return undefined;
        await queueRescheduleEmails(
          trx,
          { order: after, previousStart: order.slotStart },
          { settings: deps.settings, publicUrl: deps.publicUrl, now: at },
        );
        await audit(
          trx,
          {
            userId,
            action: 'customer-reschedule',
            entity: 'order',
            entityId: order.id,
            details: {
              fromSlotId: order.slotId,
              fromStart: order.slotStart,
              toSlotId: slot.id,
              toStart: slot.start,
              fromInspectorId: order.slotInspectorId,
              toInspectorId: slot.inspectorId,
            },
          },
          at,
        );
        // Last, so the version row is locked only briefly: both slots change in every list.
        await publicDataChanged(deps.db, trx, 'slots');
        return after;
      });
    } catch (error) {
      if (orderConflictOf(error) === 'slot') throw conflict(M.slotTaken);
      if (error instanceof TimeNoLongerFits) throw conflict(MISFIT_TEXT[error.misfit]);
      throw error;
    }
  })();
  if (!moved) return lostMove(deps, order);
  deps.mailer.wake();
  return moved;
}
