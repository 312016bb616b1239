import { buildCart, type Cart } from '../../../shared/booking/cart';
import type { OrderSubmission } from '../../../shared/booking/order-submission';
import type { PriceLine } from '../../../shared/booking/pricing';
import { selectionIssues } from '../../../shared/booking/selection-rules';
import type { Slot } from '../../../shared/slots/slot';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../errors';
import { priceDiscount, type PricedDiscount } from '../../discounts/discounts.service';
import { listServices } from '../../services/services.service';
import { choosableInspector, findSlot, freeSlotAt } from '../../slots/slots.service';
import { findInspector } from '../../inspectors/inspectors.service';
import { hasActiveOrderForSlot } from '../orders/orders.repository';
import { visitLengthOf, type VisitLength } from '../../../shared/booking/visit-length';
import { getBookingRules } from '../../settings/booking-rules.service';
import { reinspectableOrder } from '../../reports/reinspections/reinspections.service';

export const SLOT_TAKEN =
  'Sorry, that inspection time has just been booked by someone else. Please choose another date.';
export const SLOT_PASSED = 'That inspection time has already passed. Please choose another date.';
export const SLOT_UNKNOWN = 'That inspection date does not exist. Please choose another date.';
export const SLOT_NOT_INSPECTORS =
  'That inspection time is not one of the chosen inspector’s. Please choose another date or inspector.';

export interface PricedSubmission {
  slot: Slot;
  cart: Cart;
  lines: PriceLine[];
  /** After the discount, when a code was given (it is never below zero). */
  totalCents: number;
  discount?: PricedDiscount;
  /** The inspector of the slot (null: the business's own slot). */
  inspector: { id: number; name: string } | null;
  /** How long the visit takes, and whether that makes it a full day (the server's rule). */
  visit: VisitLength;
}

/**
 * The server's price of a cart for a slot, from its own service prices, with the slot checked
 * (it exists, lies ahead and is free). Saving an order and starting a card checkout both use it,
 * so a card is only ever authorized for what the order will cost.
 */
export async function priceSubmission(
  db: Db,
  submission: Pick<OrderSubmission, 'slot_id' | 'cart' | 'discount_code'>,
  now: Date,
): Promise<PricedSubmission> {
  const services = await listServices(db);
  // A reinspection checks a published report: refused with the reason before anything is priced.
  const reinspection = submission.cart.reinspectionOf;
  if (reinspection)
    await reinspectableOrder(db, reinspection.orderId, reinspection.repairRequestId);
  const issues = selectionIssues(services, submission.cart);
  if (issues.length) {
    const fields = Object.fromEntries(issues.map((i) => [`cart.${i.path}`, i.message]));
    throw badRequest('Please correct the highlighted fields.', { fields });
  }

  let slot = await findSlot(db, submission.slot_id);
  if (!slot) throw badRequest(SLOT_UNKNOWN, { fields: { slot_id: SLOT_UNKNOWN } });
  const chosen = submission.cart.inspectorId ?? null;
  if (chosen !== null && (slot.inspectorId !== chosen || !(await choosableInspector(db, chosen))))
    throw badRequest(SLOT_NOT_INSPECTORS, { fields: { slot_id: SLOT_NOT_INSPECTORS } });
  if (new Date(slot.start).getTime() <= now.getTime()) throw conflict(SLOT_PASSED);
  if (await hasActiveOrderForSlot(db, slot.id)) {
    // Any inspector: the time was listed once for all of them, so another free one takes it.
    const other = chosen === null ? await freeSlotAt(db, slot) : undefined;
    if (!other) throw conflict(SLOT_TAKEN);
    slot = other;
  }
  const inspector =
    slot.inspectorId === null ? undefined : await findInspector(db, slot.inspectorId);

  const { cart, lines, totalCents } = buildCart(submission.cart, {
    services,
    slot: { id: slot.id, start: slot.start, title: slot.title },
    now,
    addedAt: submission.cart.addedAt,
  });
  // A code is priced from the server's lines, whatever total the browser showed.
  const discount =
    submission.discount_code === undefined
      ? undefined
      : await priceDiscount(db, submission.discount_code, lines, now);
  const rules = await getBookingRules(db);
  const booked = {
    slot: { id: slot.id, start: slot.start, title: slot.title },
    cart,
    lines,
    inspector: inspector ? { id: inspector.id, name: inspector.name } : null,
    visit: visitLengthOf(services, lines, rules.fullDayHours),
  };
  if (!discount) return { ...booked, totalCents };
  return { ...booked, totalCents: totalCents - discount.cents, discount };
}
