import { normalizeEmail } from '../../../shared/email-address';
import type { OrderSubmission } from '../../../shared/booking/order-submission';
import { type Db, loadTransaction } from '../../db/database';
import { reportedChange } from '../../cache/cache.service';
import { badRequest, conflict, HttpError } from '../../errors';
import { upsertCustomerUser } from '../../users/users.service';
import { discountPriceLine } from '../../../shared/discounts/discount';
import { takeDiscountUse } from '../../discounts/discounts.service';
import { recordOrderAgent } from '../../agents/agents.service';
import type { OrderPaymentHooks, VerifiedPayment } from './order-payment';
import { priceSubmission } from './order-pricing';
import { findOrderByUuid, insertOrder } from '../orders/orders.repository';
import {
  findSlot,
  freeSlotAt,
  holdOfferedSlot,
  slotTakenState,
  timeRefusal,
} from '../../slots/slots.service';
import {
  handSlotMisfitOf,
  takeOfferedTime,
  TimeNoLongerFits,
} from '../../slots/free-times.service';
import { DEFAULT_TIME_ZONE } from '../../../shared/time';
import { findInspector } from '../../inspectors/inspectors.service';
import { isTimeId, startOfTimeId } from '../../../shared/slots/time-id';
import { assertUnpaidAllowed } from './unpaid-limits.service';
import { orderConflictOf } from '../orders/order-conflict';
import {
  SLOT_TAKEN,
  SLOT_UNKNOWN,
  AMOUNT_MISMATCH,
  ORDER_UUID_REUSED,
} from '../../../shared/booking/messages';
import { findOrderById } from '../orders/orders.repository';
import type { PlacedOrderDetails, PlaceOrderInput, PlaceOrderResult } from './placed-order';
import { linkReinspection } from '../../reports/reinspections/reinspections.service';
import { claimOffer, heldOffer } from '../../waitlist/waitlist.service';
import { deadlineIssue } from '../../../shared/booking/deadline';
import { todayIn, WAITLIST_MESSAGES } from '../../../shared/waitlist/waitlist';

/** Book a reinspection: linked to the original order only when the signed-in client owns it. */
async function linkOwnReinspection(
  trx: Db,
  submission: OrderSubmission,
  orderId: number,
  input: PlaceOrderInput,
): Promise<void> {
  const of = submission.cart.reinspectionOf;
  if (!of || input.userId == null) return;
  const original = await findOrderById(trx, of.orderId);
  if (original?.userId !== input.userId) return;
  await linkReinspection(trx, {
    orderId,
    originalOrderId: of.orderId,
    repairRequestId: of.repairRequestId,
    userId: input.userId,
    at: input.now,
    source: 'client',
  });
}

/**
 * Saves an order, pay later or after a card authorization. The server prices the cart from its
 * own service prices, checks the slot, and lets the database's unique index settle races: a second
 * active order for a slot is a 409, and a retried order_uuid answers the order it already made.
 */
export async function placeOrder(
  db: Db,
  payments: OrderPaymentHooks,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const { submission, now } = input;
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  // Priced beside the retry check (reads only; a retry's price is dropped): one wait fewer.
  const { settings } = input;
  const pricing = priceSubmission(db, submission, now, timeZone, { settings });
  pricing.catch(() => undefined);
  const existing = await findOrderByUuid(db, submission.order_uuid);
  if (existing) return retried(db, existing, submission);

  const late = deadlineIssue(submission.checkout.inspectionDeadline, todayIn(timeZone, now));
  if (late) throw badRequest(late, { fields: { 'checkout.inspectionDeadline': late } });
  // A waitlist offer's link: its held time may be booked by this checkout only (priced again,
  // the held time let through; the eager pricing above saw it held).
  const offer = submission.waitlist_token
    ? await heldOffer(db, submission.waitlist_token, now)
    : undefined;
  const {
    slot,
    cart,
    lines,
    totalCents,
    discount,
    inspector,
    visit,
    time,
    owners,
    rules,
    sharesStart,
  } = await (offer
    ? priceSubmission(db, submission, now, timeZone, { exceptHold: offer.entryId, settings })
    : pricing);
  const hold =
    offer &&
    (time
      ? offer.slotId === null && Date.parse(offer.start) === time.start
      : offer.slotId === slot.id)
      ? offer
      : undefined;
  const payment = await verifiedPayment(db, payments, input, totalCents);
  // Not inside it: each wait there is one the slot's other bookings wait for too.
  await input.beforeBegin;
  // The payment method on record is what actually happened, whatever the form said.
  const checkout = {
    ...submission.checkout,
    paymentMethod: payment ? 'pay-now' : 'pay-later',
  } as const;
  const details: Omit<PlacedOrderDetails, 'id'> = {
    orderUuid: submission.order_uuid,
    slot,
    cart,
    checkout,
    lines,
    totalCents,
    paymentStatus: payment?.paymentStatus ?? 'pending',
    bookingStatus: input.bookingStatus ?? 'active',
    ...(discount ? { discount: { code: discount.code, cents: discount.cents } } : {}),
    calendarUid: input.calendarUid ?? null,
    inspectorName: inspector?.name ?? null,
  };

  // The slot leaves every cached list when this ends (committed or not): see reportedChange.
  const slotsChange = reportedChange();
  try {
    // The slot's row, the day's hours, the pay-later limits and the cache version are each
    // waited for: one raised statement limit for them all (decision 080), sent with the BEGIN.
    const id = await loadTransaction(db, async (trx) => {
      const nowIso = now.toISOString();
      // Before the slot's row is held, as the customer's row below: the bookings racing for the
      // slot wait only for the round trips after it (decision 088). The limits' locks are the
      // customer's own (their e-mail, their address), taken before any slot's or day's.
      if (!payment && input.unpaidLimits)
        await assertUnpaidAllowed(
          trx,
          input.unpaidLimits,
          {
            email: checkout.email,
            clientIp: input.clientIp ?? null,
            // Written below: an active pay-later order of a time ahead (the pricing saw it ahead).
            opens: details.bookingStatus === 'active',
          },
          now,
        );
      const userId = await upsertCustomerUser(
        trx,
        {
          email: checkout.email,
          firstName: checkout.firstName,
          lastName: checkout.lastName,
          phone: checkout.phone,
        },
        nowIso,
      );
      let slotId = slot.id;
      if (time) {
        // A time from working hours: its owner's hours are held, and it becomes a slot row.
        const taken = await takeOfferedTime(trx, {
          chosen: time.chosen,
          owners,
          start: time.start,
          visitMinutes: visit.minutes,
          fullDay: visit.fullDay,
          now,
          timeZone: time.timeZone,
          exceptHold: hold?.entryId,
          rules,
        });
        slotId = taken.slotId;
        details.slot = { ...slot, id: slotId };
        details.inspectorName =
          taken.owner === null ? null : ((await findInspector(trx, taken.owner))?.name ?? null);
      } else {
        // Held first: an administrator withdrawing or reassigning the slot waits for this
        // booking, or did so since it was priced, and then the booking is refused.
        const held = await holdOfferedSlot(trx, slot.id);
        if (!held) throw conflict(SLOT_UNKNOWN);
        if (held.inspectorId !== (inspector?.id ?? null)) throw conflict(SLOT_TAKEN);
        // Booked by the booking this one waited for: it leaves now and lets the row go, instead
        // of after its order's insert (the bookings queued behind it wait less: decision 088).
        // Held for someone on the waitlist: only their offer's link books it meanwhile.
        const taken = await slotTakenState(trx, slot.id);
        if (taken.booked) throw new SlotBookedMeanwhile();
        if (taken.holder !== undefined && taken.holder !== hold?.entryId)
          throw conflict(SLOT_TAKEN);
        // The notice and the day's limit again, with the owner's day held (as a time's hours).
        const misfit = await handSlotMisfitOf(
          trx,
          {
            owner: held.inspectorId,
            start: Date.parse(slot.start),
            now,
            timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
            lock: true,
          },
          rules,
        );
        if (misfit) throw new TimeNoLongerFits(misfit);
      }
      // The notes have their own column; the checkout document keeps the form's other answers.
      const { notes, inspectionDeadline, ...checkoutDocument } = checkout;
      const orderId = await insertOrder(
        trx,
        {
          orderUuid: submission.order_uuid,
          slotId,
          userId,
          sessionId: input.sessionId,
          clientIp: input.clientIp ?? null,
          paymentStatus: details.paymentStatus,
          bookingStatus: details.bookingStatus,
          paymentMethod: payment ? 'pay-now' : 'pay-later',
          totalCents,
          // The discount is stored as the last line too: every reader of the lines shows it.
          priceLines: discount
            ? [...lines, discountPriceLine(discount.code, discount.cents)]
            : lines,
          discountCode: discount?.code ?? null,
          discountCents: discount?.cents ?? null,
          cart,
          checkout: checkoutDocument,
          notes: notes === '' ? null : notes,
          customerEmail: normalizeEmail(checkout.email),
          customerName: `${checkout.firstName} ${checkout.lastName}`,
          customerPhone: checkout.phone,
          transactionId: payment?.transactionId ?? null,
          authCode: payment?.authCode ?? null,
          responseCode: payment?.responseCode ?? null,
          authorizedCents: payment?.authorizedCents ?? null,
          capturedCents: payment?.capturedCents ?? null,
          calendarUid: details.calendarUid,
          visitMinutes: visit.minutes,
          visitFullDay: visit.fullDay,
          inspectionDeadline: inspectionDeadline || null,
        },
        nowIso,
      );
      if (hold && !(await claimOffer(trx, hold.entryId, orderId, now)))
        throw conflict(WAITLIST_MESSAGES.offerEnded);
      // The realtor named becomes (or matches) an agent, with the order or not at all.
      await recordOrderAgent(trx, orderId, checkout, nowIso);
      // The code's use is taken in this transaction: a refusal saves nothing.
      if (discount)
        await takeDiscountUse(
          trx,
          {
            discount: discount.discount,
            orderId,
            customerEmail: normalizeEmail(checkout.email),
            cents: discount.cents,
          },
          now,
        );
      await linkOwnReinspection(trx, submission, orderId, input);
      await input.afterSave?.(trx, { ...details, id: orderId });
      if (payment && payments.linkOrder)
        await payments.linkOrder(trx, {
          orderId,
          orderUuid: submission.order_uuid,
          transactionId: payment.transactionId,
        });
      // Last, so the version row is locked only briefly: the slot leaves every cached list.
      await slotsChange.changed(trx, 'slots');
      return orderId;
    });
    slotsChange.ended();
    return { id, created: true, details: { ...details, id } };
  } catch (error) {
    slotsChange.ended();
    if (error instanceof TimeNoLongerFits)
      throw await timeRefusal(
        db,
        {
          inspectorId: (time ? time.chosen : submission.cart.inspectorId) ?? undefined,
          visitMinutes: visit.minutes,
          now,
          timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
          zip: submission.cart.zip.slice(0, 5),
        },
        error.misfit,
      );
    const conflictKind = error instanceof SlotBookedMeanwhile ? 'slot' : orderConflictOf(error);
    if (conflictKind === 'slot') {
      // Any inspector, no card: the time's slot went at this very instant; another inspector may
      // still be free then, and pricing again picks them (once; a card payment is never re-run).
      // A hand-made slot with no other free at its time is refused at once, not priced again; with
      // none other starting then (the pricing's read said so), without a read (decision 098).
      const again =
        submission.cart.inspectorId === null &&
        !payment &&
        !input.slotRetried &&
        (time !== undefined ||
          (sharesStart === true && (await freeSlotAt(db, slot)) !== undefined));
      if (again) return placeOrder(db, payments, { ...input, slotRetried: true });
      throw conflict(SLOT_TAKEN);
    }
    if (conflictKind === 'order_uuid') {
      // The same submission arrived twice at once; the other one saved it.
      const saved = await findOrderByUuid(db, submission.order_uuid);
      if (saved) return retried(db, saved, submission);
    }
    throw error;
  }
}

/** The slot's row, once held, showed an order booked it meanwhile: a 409, as the unique index. */
class SlotBookedMeanwhile extends Error {}

async function verifiedPayment(
  db: Db,
  payments: OrderPaymentHooks,
  input: PlaceOrderInput,
  totalCents: number,
): Promise<VerifiedPayment | undefined> {
  const { submission } = input;
  if (submission.payment_status === 'pending') return undefined;
  if (!submission.payment) throw badRequest('A card payment needs its transaction details.');
  const verified = await payments.verify(db, {
    orderUuid: submission.order_uuid,
    sessionId: input.sessionId,
    totalCents,
    paymentStatus: submission.payment_status,
    payment: submission.payment,
    submission,
  });
  if (verified.authorizedCents !== totalCents) throw new HttpError(400, AMOUNT_MISMATCH);
  return verified;
}

/**
 * A retry (same order_uuid) answers the order it already made; the same uuid with another date or
 * customer is not a retry, and must not be told it was saved.
 */
async function retried(
  db: Db,
  saved: { id: number; slotId: number; slotStart: string; customerEmail: string },
  submission: OrderSubmission,
): Promise<PlaceOrderResult> {
  // Any inspector: the order may hold another inspector's slot at the time the customer chose.
  const sameTime = async () =>
    submission.cart.inspectorId === null &&
    (await findSlot(db, submission.slot_id))?.start === saved.slotStart;
  const sameHoursTime =
    isTimeId(submission.slot_id) &&
    startOfTimeId(submission.slot_id) === Date.parse(saved.slotStart);
  const same =
    saved.customerEmail === normalizeEmail(submission.checkout.email) &&
    (saved.slotId === submission.slot_id || sameHoursTime || (await sameTime()));
  if (!same) throw conflict(ORDER_UUID_REUSED);
  return { id: saved.id, created: false };
}
