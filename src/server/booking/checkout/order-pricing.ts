import { buildCart, type Cart } from '../../../shared/booking/cart';
import type { OrderSubmission } from '../../../shared/booking/order-submission';
import type { PriceLine } from '../../../shared/booking/pricing';
import { selectionIssues } from '../../../shared/booking/selection-rules';
import type { Slot } from '../../../shared/slots/slot';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../errors';
import { priceDiscount, type PricedDiscount } from '../../discounts/discounts.service';
import { keptServices } from '../../services/services.service';
import {
  choosableInspector,
  findSlotToBook,
  freeSlotsAt,
  type InspectedSlot,
  timeRefusal,
} from '../../slots/slots.service';
import { assertZipServed, travelCentsFor } from '../../areas/areas.service';
import { priceOrder } from '../../../shared/booking/pricing';
import { findInspector } from '../../inspectors/inspectors.service';
import {
  SLOT_TAKEN,
  SLOT_PASSED,
  SLOT_UNKNOWN,
  SLOT_NOT_INSPECTORS,
} from '../../../shared/booking/messages';
import { visitLengthOf, type VisitLength } from '../../../shared/booking/visit-length';
import { getBookingRules } from '../../settings/booking-rules.service';
import type { SettingsSource } from '../../settings/settings.service';
import type { BookingRules } from '../../../shared/booking/booking-rules';
import { isTimeId, startOfTimeId } from '../../../shared/slots/time-id';
import { handSlotMisfitOf, HOURS_SLOT_TITLE, misfitOfTime } from '../../slots/free-times.service';
import { reinspectableOrder } from '../../reports/reinspections/reinspections.service';

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
  /**
   * A time from working hours (no slot row yet): its start, and the inspector chosen (null: any).
   * The booking's transaction takes it; `inspector` is then the one whose hours it came from.
   */
  time?: { start: number; chosen: number | null; timeZone: string };
  /** The owners whose service area covers the property's ZIP (undefined: no area is set). */
  owners?: ReadonlySet<number | null>;
  /** The booking rules it was priced under: the booking's transaction checks by the same. */
  rules: BookingRules;
  /**
   * A slot: whether another not withdrawn starts at its time (another inspector's may be free
   * when it is taken). Undefined for a time from working hours.
   */
  sharesStart?: boolean;
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
  /** The business's (Advanced): hours and the day's limit are read in it. */
  timeZone: string,
  options: {
    /** The waitlist entry whose held time the checkout's offer link books (decision 070). */
    exceptHold?: number;
    /** Where the booking rules are read (an order's kept settings: decision 088); the database. */
    settings?: SettingsSource;
  } = {},
): Promise<PricedSubmission> {
  const { exceptHold } = options;
  // A reinspection checks a published report: refused with the reason before anything is priced.
  const reinspection = submission.cart.reinspectionOf;
  if (reinspection)
    await reinspectableOrder(db, reinspection.orderId, reinspection.repairRequestId);
  // Read side by side (each a wait for the event loop under a rush); the slot's checks below. The
  // services, areas and zones are this process's kept copies, and the slot's read says whether it
  // is booked: one statement in all for a slot when the copies are current (decision 098).
  const zip = submission.cart.zip.slice(0, 5);
  const [services, found, cover, travelCents, rules] = await Promise.all([
    keptServices(db),
    findSlotToBook(db, submission.slot_id),
    // A ZIP outside every area (once one is set) is refused with the phone: no order.
    assertZipServed(db, zip),
    travelCentsFor(db, zip),
    getBookingRules(options.settings ?? db),
  ]);
  const issues = selectionIssues(services, submission.cart);
  if (issues.length) {
    const fields = Object.fromEntries(issues.map((i) => [`cart.${i.path}`, i.message]));
    throw badRequest('Please correct the highlighted fields.', { fields });
  }
  const owners = cover.restricted ? cover.owners : undefined;
  const area = { owners, travelCents, zip };
  if (isTimeId(submission.slot_id))
    return priceTime(db, submission, now, timeZone, services, area, rules, exceptHold);

  // A row made from working hours is never booked by its id: its time is offered by the hours.
  let slot: InspectedSlot | undefined = found?.fromHours ? undefined : found;
  if (!slot) throw badRequest(SLOT_UNKNOWN, { fields: { slot_id: SLOT_UNKNOWN } });
  const chosen = submission.cart.inspectorId ?? null;
  if (chosen !== null && (slot.inspectorId !== chosen || !(await choosableInspector(db, chosen))))
    throw badRequest(SLOT_NOT_INSPECTORS, { fields: { slot_id: SLOT_NOT_INSPECTORS } });
  if (new Date(slot.start).getTime() <= now.getTime()) throw conflict(SLOT_PASSED);
  const visit = visitLengthOf(
    services,
    priceOrder(services, submission.cart).lines,
    rules.fullDayHours,
  );
  const fits = async (s: InspectedSlot) =>
    !owners || owners.has(s.inspectorId)
      ? handSlotMisfitOf(
          db,
          { owner: s.inspectorId, start: Date.parse(s.start), now, timeZone },
          rules,
        )
      : ('hours' as const);
  const sharesStart = found?.sharesStart === true;
  const misfit = found?.booked ? 'taken' : await fits(slot);
  if (misfit) {
    // Any inspector: the time was listed once for all of them, so another free one that covers
    // the ZIP and keeps the office's rules takes it (none when no other slot starts then).
    let other: InspectedSlot | undefined;
    if (chosen === null && sharesStart)
      for (const s of await freeSlotsAt(db, slot.start))
        if (s.id !== slot.id && !(await fits(s))) {
          other = s;
          break;
        }
    if (!other) {
      if (misfit === 'taken') throw conflict(SLOT_TAKEN);
      throw await timeRefusal(
        db,
        { inspectorId: chosen ?? undefined, visitMinutes: visit.minutes, now, timeZone, zip },
        misfit,
      );
    }
    slot = other;
  }
  const inspector =
    slot.inspectorId === null ? undefined : await findInspector(db, slot.inspectorId);

  const { cart, lines, totalCents } = buildCart(submission.cart, {
    services,
    slot: { id: slot.id, start: slot.start, title: slot.title },
    now,
    addedAt: submission.cart.addedAt,
    travelCents,
  });
  // A code is priced from the server's lines, whatever total the browser showed.
  const discount =
    submission.discount_code === undefined
      ? undefined
      : await priceDiscount(db, submission.discount_code, lines, now);
  const booked = {
    slot: { id: slot.id, start: slot.start, title: slot.title },
    cart,
    lines,
    inspector: inspector ? { id: inspector.id, name: inspector.name } : null,
    visit,
    owners,
    rules,
    sharesStart,
  };
  if (!discount) return { ...booked, totalCents };
  return { ...booked, totalCents: totalCents - discount.cents, discount };
}

/** The discount on the server's lines, when a code was given. */
async function withDiscount(
  db: Db,
  booked: Omit<PricedSubmission, 'totalCents' | 'discount'>,
  code: string | undefined,
  totalCents: number,
  now: Date,
): Promise<PricedSubmission> {
  const discount =
    code === undefined ? undefined : await priceDiscount(db, code, booked.lines, now);
  if (!discount) return { ...booked, totalCents };
  return { ...booked, totalCents: totalCents - discount.cents, discount };
}

/**
 * A time from working hours: it lies ahead, the visit of this cart fits it for the chosen
 * inspector (or anyone's hours) now; the transaction checks again under the owner's lock.
 */
async function priceTime(
  db: Db,
  submission: Pick<OrderSubmission, 'slot_id' | 'cart' | 'discount_code'>,
  now: Date,
  timeZone: string,
  services: Awaited<ReturnType<typeof keptServices>>,
  area: { owners?: ReadonlySet<number | null>; travelCents: number; zip: string },
  rules: Awaited<ReturnType<typeof getBookingRules>>,
  exceptHold: number | undefined,
): Promise<PricedSubmission> {
  const start = startOfTimeId(submission.slot_id);
  if (start <= now.getTime()) throw conflict(SLOT_PASSED);
  const chosen = submission.cart.inspectorId ?? null;
  if (chosen !== null && !(await choosableInspector(db, chosen)))
    throw badRequest(SLOT_NOT_INSPECTORS, { fields: { slot_id: SLOT_NOT_INSPECTORS } });
  const slot = {
    id: submission.slot_id,
    start: new Date(start).toISOString(),
    title: HOURS_SLOT_TITLE,
  };
  const { cart, lines, totalCents } = buildCart(submission.cart, {
    services,
    slot,
    now,
    addedAt: submission.cart.addedAt,
    travelCents: area.travelCents,
  });
  const visit = visitLengthOf(services, lines, rules.fullDayHours);
  const query = {
    inspectorId: chosen ?? undefined,
    visitMinutes: visit.minutes,
    now,
    timeZone,
    owners: area.owners,
    exceptHold,
  };
  const misfit = await misfitOfTime(db, { ...query, start });
  if (misfit) throw await timeRefusal(db, { ...query, zip: area.zip }, misfit);
  const inspector = chosen === null ? undefined : await findInspector(db, chosen);
  return withDiscount(
    db,
    {
      slot,
      cart,
      lines,
      inspector: inspector ? { id: inspector.id, name: inspector.name } : null,
      visit,
      time: { start, chosen, timeZone },
      owners: area.owners,
      rules,
    },
    submission.discount_code,
    totalCents,
    now,
  );
}
