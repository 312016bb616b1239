import type { Db } from '../../db/database';
import { firstRow } from '../../db/first-row';
import type { BookingStatus, OrderPaymentStatus } from '../../db/schema';
import { type NewOrder, type Order, selectOrders, toOrder } from './order-row';
import { HOLDING_STATUSES } from '../../../shared/booking/order-status';
import { countRows, hasAnyRow, touchedAny } from '../../db/row-counts';
import { updateByIdWhile } from '../../db/updates';

// The one writer of the orders table. State changes are conditional UPDATEs: each names the
// state it moves from, so two administrators (or two clicks, or two requests) never both succeed.

export { type NewOrder, type Order, type OrderRow, selectOrders, toOrder } from './order-row';

export async function insertOrder(db: Db, order: NewOrder, now: string): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      order_uuid: order.orderUuid,
      slot_id: order.slotId,
      user_id: order.userId,
      session_id: order.sessionId,
      client_ip: order.clientIp ?? null,
      booking_status: order.bookingStatus ?? 'active',
      payment_status: order.paymentStatus,
      payment_method: order.paymentMethod,
      total_cents: order.totalCents,
      price_lines: JSON.stringify(order.priceLines),
      cart: JSON.stringify(order.cart),
      checkout: JSON.stringify(order.checkout),
      customer_email: order.customerEmail,
      customer_name: order.customerName,
      customer_phone: order.customerPhone,
      transaction_id: order.transactionId,
      auth_code: order.authCode,
      response_code: order.responseCode,
      authorized_cents: order.authorizedCents,
      captured_cents: order.capturedCents,
      calendar_uid: order.calendarUid ?? null,
      discount_code: order.discountCode ?? null,
      discount_cents: order.discountCents ?? null,
      notes: order.notes ?? null,
      visit_minutes: order.visitMinutes ?? null,
      visit_full_day: order.visitFullDay ? 1 : 0,
      inspection_deadline: order.inspectionDeadline ?? null,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findOrderById(db: Db, id: number): Promise<Order | undefined> {
  return firstRow(selectOrders(db).where('orders.id', '=', id), toOrder);
}

export async function findOrderByUuid(db: Db, uuid: string): Promise<Order | undefined> {
  return firstRow(selectOrders(db).where('orders.order_uuid', '=', uuid), toOrder);
}

export async function hasActiveOrderForSlot(db: Db, slotId: number): Promise<boolean> {
  return hasAnyRow(
    db
      .selectFrom('orders')
      .where('slot_id', '=', slotId)
      .where('booking_status', 'in', HOLDING_STATUSES),
  );
}

export async function countOrders(db: Db): Promise<number> {
  return countRows(db.selectFrom('orders'));
}

/**
 * Claims an order for one change that calls the payment gateway (capture, void, cancel):
 * `updated_at` moves to the end of a short lease, and only an order in the expected state whose
 * lease is not running can be claimed. The gateway call happens outside any transaction, so this
 * row-level claim is what keeps a second click from calling the gateway again meanwhile; a claim
 * left by a crash simply runs out. Callers go through ./order-claim.service.ts.
 */
export interface ClaimExpectation {
  bookingStatus?: BookingStatus;
  paymentStatus?: OrderPaymentStatus;
}

export async function claimOrder(
  db: Db,
  id: number,
  expect: ClaimExpectation,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  let q = db
    .updateTable('orders')
    .set({ updated_at: leaseUntil })
    .where('id', '=', id)
    .where('updated_at', '<=', now);
  if (expect.bookingStatus) q = q.where('booking_status', '=', expect.bookingStatus);
  if (expect.paymentStatus) q = q.where('payment_status', '=', expect.paymentStatus);
  return touchedAny(q);
}

/** Gives a claim back unchanged (the gateway refused, nothing changed). */
export async function releaseOrder(
  db: Db,
  id: number,
  leaseUntil: string,
  now: string,
): Promise<void> {
  await updateByIdWhile(db, 'orders', id, { updated_at: leaseUntil }, { updated_at: now });
}

/** What a cancellation wrote: who, the fee, and the money as the payments module left it. */
export interface CancellationFacts {
  by: 'customer' | 'admin';
  feeCents: number;
  paymentStatus: OrderPaymentStatus;
  capturedCents: number | null;
}

/** A claim held: its mark on the row and the slot the change was priced on. */
export interface HeldClaim {
  leaseUntil: string;
  slotId: number;
  /** The state the claim was taken in ('active' when left out; 'requested' for a request). */
  bookingStatus?: 'active' | 'requested';
}

/** The order as the claim left it: still holding its time, at the priced slot, with the mark. */
const claimStillHeld = (id: number, claim: HeldClaim) =>
  ({
    id,
    booking_status: claim.bookingStatus ?? 'active',
    slot_id: claim.slotId,
    updated_at: claim.leaseUntil,
  }) as const;

/**
 * Proves the claim still holds (its mark, still active, still at the priced slot) and renews it
 * to `renewedUntil`; false when it lapsed and another change took the order meanwhile.
 */
export async function renewClaim(
  db: Db,
  id: number,
  claim: HeldClaim,
  renewedUntil: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('orders')
      .set({ updated_at: renewedUntil })
      .where((eb) => eb.and(claimStillHeld(id, claim))),
  );
}

/**
 * active → cancelled with its facts, ending the claim (only its holder writes, and only while the
 * order is at the slot the fee was priced on) and raising the calendar sequence (the cancellation
 * is the invitation's next version).
 */
export async function markCancelledUnderClaim(
  db: Db,
  id: number,
  facts: CancellationFacts,
  claim: HeldClaim,
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('orders')
      .set((eb) => ({
        booking_status: 'cancelled',
        cancelled_at: now,
        updated_at: now,
        cancelled_by: facts.by,
        cancel_fee_cents: facts.feeCents,
        payment_status: facts.paymentStatus,
        captured_cents: facts.capturedCents,
        calendar_sequence: eb('calendar_sequence', '+', 1),
      }))
      .where((eb) => eb.and(claimStillHeld(id, claim))),
  );
}

/** The payment moves on from authorized only: captured (paid) or voided. */
async function fromAuthorized(
  db: Db,
  id: number,
  change: { payment_status: 'paid' | 'voided'; captured_cents?: number },
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('orders')
      .set({ ...change, updated_at: now })
      .where('id', '=', id)
      .where('payment_status', '=', 'authorized'),
  );
}

/** authorized → paid with the captured amount (the checkout's capture and the admin's). */
export const markCaptured = (db: Db, id: number, capturedCents: number, now: string) =>
  fromAuthorized(db, id, { payment_status: 'paid', captured_cents: capturedCents }, now);

/** authorized → voided. */
export const markVoided = (db: Db, id: number, now: string) =>
  fromAuthorized(db, id, { payment_status: 'voided' }, now);

/**
 * Moves an active order from `fromSlotId` to `toSlotId` in one conditional UPDATE: a move made
 * meanwhile (another tab) or a running claim matches no row, and the unique index on active
 * orders per slot refuses a slot someone else holds. The stored cart names the new slot.
 */
export async function moveOrderToSlot(
  db: Db,
  id: number,
  move: {
    fromSlotId: number;
    toSlotId: number;
    cartJson: string;
    /** A request the office moves to another time, held for the customer's yes until then. */
    proposal?: { expiresAt: string };
  },
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('orders')
      .set((eb) => ({
        slot_id: move.toSlotId,
        cart: move.cartJson,
        rescheduled_at: now,
        updated_at: now,
        calendar_sequence: eb('calendar_sequence', '+', 1),
        ...(move.proposal
          ? { proposed_at: now, proposal_expires_at: move.proposal.expiresAt }
          : {}),
      }))
      .where('id', '=', id)
      .where('slot_id', '=', move.fromSlotId)
      .where('booking_status', '=', move.proposal ? 'requested' : 'active')
      .where('updated_at', '<=', now),
  );
}

/**
 * pending → authorized for a reserved order paid by card, only while it is still active and
 * unpaid. `holdUntil` is the pay claim's lease while a capture follows, else `now`.
 */
export async function markReservationAuthorized(
  db: Db,
  id: number,
  payment: {
    transactionId: string;
    authCode: string;
    responseCode: string;
    authorizedCents: number;
    cardType: string | null;
    cardLast4: string | null;
  },
  now: string,
  holdUntil: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('orders')
      .set({
        payment_status: 'authorized',
        transaction_id: payment.transactionId,
        auth_code: payment.authCode,
        response_code: payment.responseCode,
        authorized_cents: payment.authorizedCents,
        card_type: payment.cardType,
        card_last4: payment.cardLast4,
        paid_at: now,
        updated_at: holdUntil,
      })
      .where('id', '=', id)
      .where('payment_status', '=', 'pending')
      .where('booking_status', '=', 'active'),
  );
}

/**
 * requested → active by the claim's holder, ending the claim and any proposal; with the capture's
 * amount when the card was captured for it (authorized → paid in the same write).
 */
export async function markConfirmedUnderClaim(
  db: Db,
  id: number,
  claim: HeldClaim,
  now: string,
  capturedCents?: number,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('orders')
      .set({
        booking_status: 'active',
        proposed_at: null,
        proposal_expires_at: null,
        updated_at: now,
        ...(capturedCents === undefined
          ? {}
          : { payment_status: 'paid' as const, captured_cents: capturedCents }),
      })
      .where((eb) => eb.and(claimStillHeld(id, { ...claim, bookingStatus: 'requested' }))),
  );
}
