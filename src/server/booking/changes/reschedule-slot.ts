import { type RescheduleTimes } from '../../../shared/portal/order-changes';
import {
  inspectorGoneText,
  ORDER_CHANGE_MESSAGES as M,
  otherInspectorText,
} from '../../../shared/portal/order-change-messages';
import { PICKER_SLOT_LIMIT } from '../../../shared/slots/slot';
import type { Db } from '../../db/database';
import { conflict } from '../../errors';
import { findInspector } from '../../inspectors/inspectors.service';
import {
  findSlotOfAnyInspector,
  freeSlotsAt,
  freeSlotsFor,
  type InspectedSlot,
  ownersOfZip,
  withinArea,
} from '../../slots/slots.service';
import { orderDocs } from '../order-docs';
import { customerOrder, type OrderChangeDeps } from './order-changes.service';
import { misfitOfTime } from '../../slots/free-times.service';
import { MISFIT_TEXT } from '../../../shared/slots/free-times';
import { startOfTimeId } from '../../../shared/slots/time-id';
import { DEFAULT_VISIT_MINUTES } from '../../../shared/booking/visit-length';
import type { Order } from '../orders/orders.repository';

// Which slots an order may move to. Slots belong to inspectors: an order booked with a named
// inspector (or whose cart does not say how it was booked) stays with its slot's inspector; one
// booked as "any inspector" may take any free time, its current inspector kept when free then.

/** Any inspector, or the slot's inspector to keep (null: the business's own slots). */
export type InspectorRule = { kind: 'any' } | { kind: 'keep'; inspectorId: number | null };

/** The rule from the stored cart: only a cart that says `inspectorId: null` chose any inspector. */
export function inspectorRuleOf(order: Pick<Order, 'cartJson' | 'slotInspectorId'>): InspectorRule {
  let cart: unknown;
  try {
    cart = JSON.parse(order.cartJson);
  } catch {
    cart = undefined;
  }
  const any =
    typeof cart === 'object' &&
    cart !== null &&
    'inspectorId' in cart &&
    (cart as { inspectorId: unknown }).inspectorId === null;
  return any ? { kind: 'any' } : { kind: 'keep', inspectorId: order.slotInspectorId };
}

/** Who covers the property's ZIP (decision 068); undefined: no area is set. */
export function areaOf(db: Db, order: Order): Promise<ReadonlySet<number | null> | undefined> {
  return ownersOfZip(db, orderDocs(order).cart.zip?.slice(0, 5) || undefined);
}

async function takesBookings(db: Db, inspectorId: number | null): Promise<boolean> {
  return inspectorId === null || (await findInspector(db, inspectorId))?.active === true;
}

/** The free times the customer's order may move to (GET reschedule_times.php). */
export async function rescheduleTimes(
  deps: OrderChangeDeps,
  userId: number,
  orderId: number,
): Promise<RescheduleTimes> {
  const order = await customerOrder(deps.db, userId, orderId);
  const rule = inspectorRuleOf(order);
  const any = rule.kind === 'any';
  const named = { anyInspector: any, inspector: any ? null : order.inspectorName };
  if (!any && !(await takesBookings(deps.db, rule.inspectorId)))
    return {
      ...named,
      slots: [],
      refusal: inspectorGoneText(order.inspectorName, deps.settings.phone),
    };
  const slots = await freeSlotsFor(deps.db, {
    now: deps.now(),
    limit: PICKER_SLOT_LIMIT + 1,
    inspector: any ? 'any' : rule.inspectorId,
    // The times working hours offer for this order's own visit, beside the hand-made slots.
    visitMinutes: order.visitMinutes ?? DEFAULT_VISIT_MINUTES,
    timeZone: deps.settings.timeZone,
    area: await areaOf(deps.db, order),
  });
  // Never the time (or slot) the order already holds.
  const others = slots.filter((s) => (any ? s.start !== order.slotStart : s.id !== order.slotId));
  return { ...named, slots: others.slice(0, PICKER_SLOT_LIMIT), refusal: null };
}

/** The order's rule, or a 409 when the inspector it keeps no longer takes bookings. */
async function ruleStillServed(
  deps: Pick<OrderChangeDeps, 'db' | 'settings'>,
  order: Order,
): Promise<InspectorRule> {
  const rule = inspectorRuleOf(order);
  if (rule.kind === 'keep' && !(await takesBookings(deps.db, rule.inspectorId)))
    throw conflict(inspectorGoneText(order.inspectorName, deps.settings.phone));
  return rule;
}

/** A time from working hours the order moves to: whose hours may give it, checked before. */
export interface MoveTime {
  start: number;
  /** The inspector whose hours must give it (null: any of `owners`, or anyone's without them). */
  chosen: number | null;
  /** The owners who may give it: the area's, or the business's own alone. */
  owners?: ReadonlySet<number | null>;
}

/**
 * A time from working hours (a time id) the order may move to under its rule and its property's
 * area, or a 409 with the reason it does not fit now; the move's transaction takes it
 * (takeOfferedTime). The customer's reschedule and the office's proposal both check it here.
 */
export async function moveTime(
  deps: Pick<OrderChangeDeps, 'db' | 'settings'>,
  order: Order,
  slotId: number,
  now: Date,
): Promise<MoveTime> {
  const rule = await ruleStillServed(deps, order);
  const start = startOfTimeId(slotId);
  if (start <= now.getTime()) throw conflict(M.slotPassed);
  if (start === Date.parse(order.slotStart)) throw conflict(M.sameSlot);
  const area = await areaOf(deps.db, order);
  const time: MoveTime =
    rule.kind === 'any'
      ? { start, chosen: null, owners: area }
      : rule.inspectorId === null
        ? { start, chosen: null, owners: withinArea(new Set([null]), area) }
        : { start, chosen: rule.inspectorId, owners: area };
  const misfit = await misfitOfTime(deps.db, {
    inspectorId: time.chosen ?? undefined,
    owners: time.owners,
    visitMinutes: order.visitMinutes ?? DEFAULT_VISIT_MINUTES,
    now,
    timeZone: deps.settings.timeZone,
    start,
  });
  if (misfit) throw conflict(MISFIT_TEXT[misfit]);
  return time;
}

/**
 * The slot the order moves to under its rule, or a 409 saying why not (nothing changed): another
 * inspector's slot, one of an inspector no longer taking bookings, a past or unknown one.
 */
export async function moveTarget(
  deps: OrderChangeDeps,
  order: Order,
  slotId: number,
  now: Date,
): Promise<InspectedSlot> {
  const rule = await ruleStillServed(deps, order);
  const chosen = await findSlotOfAnyInspector(deps.db, slotId);
  if (!chosen) throw conflict(M.slotUnknown);
  if (rule.kind === 'keep' && chosen.inspectorId !== rule.inspectorId)
    throw conflict(otherInspectorText(order.inspectorName));
  if (!chosen.inspectorActive) throw conflict(M.inspectorUnavailable);
  if (Date.parse(chosen.start) <= now.getTime()) throw conflict(M.slotPassed);
  if (rule.kind === 'keep') return chosen;
  if (chosen.start === order.slotStart) throw conflict(M.sameSlot);
  // Any inspector: the time was listed once for all; the current inspector keeps it when free.
  const free = await freeSlotsAt(deps.db, chosen.start);
  const pick =
    free.find((s) => s.inspectorId === order.slotInspectorId) ??
    free.find((s) => s.id === chosen.id) ??
    free[0];
  if (!pick) throw conflict(M.slotTaken);
  return pick;
}
