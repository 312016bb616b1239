import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/first-row';
import type { BookingStatus, OrderPaymentStatus, OrdersTable, SlotsTable } from '../../db/schema';
import { toIso } from '../../db/values';
import { countRows, hasAnyRow, touchedAny } from '../../db/row-counts';
import { SLOT_AND_INSPECTOR_COLUMNS } from '../../slots/slot-columns';

// The one writer of the orders table. State changes are conditional UPDATEs: each names the
// state it moves from, so two administrators (or two clicks, or two requests) never both succeed.

export interface NewOrder {
  orderUuid: string;
  slotId: number;
  userId: number | null;
  sessionId: string | null;
  /** Where the order came from; optional for callers that do not know (tests, imports). */
  clientIp?: string | null;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: 'pay-now' | 'pay-later';
  totalCents: number;
  priceLines: unknown;
  cart: unknown;
  checkout: unknown;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  transactionId: string | null;
  authCode: string | null;
  responseCode: string | null;
  authorizedCents: number | null;
  capturedCents: number | null;
  /** The calendar UID its first invitation names (left out: derived the same way when needed). */
  calendarUid?: string | null;
  /** The discount code applied (upper-case) and the cents it took off. */
  discountCode?: string | null;
  discountCents?: number | null;
  /** The checkout's notes and access details (null or absent: none). */
  notes?: string | null;
  /** The visit's length worked out at booking, and whether that made it a full day. */
  visitMinutes?: number | null;
  visitFullDay?: boolean;
  /** The buyer's inspection contingency deadline (YYYY-MM-DD), when given. */
  inspectionDeadline?: string | null;
}

/** An order as stored, with its slot; JSON documents left as text for the caller to parse. */
export interface Order extends Omit<NewOrder, 'priceLines' | 'cart' | 'checkout' | 'responseCode'> {
  id: number;
  bookingStatus: BookingStatus;
  slotStart: string;
  slotTitle: string;
  priceLinesJson: string;
  cartJson: string;
  checkoutJson: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  /**
   * A full-day appointment (the higher cancellation fee): the slot is marked so, or the visit
   * booked was longer than the full-day threshold.
   */
  slotFullDay: boolean;
  visitMinutes: number | null;
  /** Null until the first invitation named one (orders placed before calendar updates). */
  calendarUid: string | null;
  calendarSequence: number;
  cancelledBy: 'customer' | 'admin' | null;
  cancelFeeCents: number | null;
  rescheduledAt: string | null;
  /** The inspector of the order's slot (null: the business's own slot). */
  inspectorName: string | null;
  /** That inspector's id (null: the business's own slot); a move keeps it when it must. */
  slotInspectorId: number | null;
}

export type OrderRow = Selectable<OrdersTable> &
  Pick<Selectable<SlotsTable>, 'starts_at' | 'title' | 'full_day' | 'inspector_id'> & {
    inspector_first_name: string | null;
    inspector_last_name: string | null;
  };

export async function insertOrder(db: Db, order: NewOrder, now: string): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      order_uuid: order.orderUuid,
      slot_id: order.slotId,
      user_id: order.userId,
      session_id: order.sessionId,
      client_ip: order.clientIp ?? null,
      booking_status: 'active',
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

/** Orders with their slot's start, title and inspector; the admin listing filters and pages this. */
export function selectOrders(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('slots', 'slots.id', 'orders.slot_id')
    .leftJoin('inspectors', 'inspectors.id', 'slots.inspector_id')
    .leftJoin('users as inspector_user', 'inspector_user.id', 'inspectors.user_id')
    .selectAll('orders')
    .select(SLOT_AND_INSPECTOR_COLUMNS);
}

const inspectorNameOf = (r: Pick<OrderRow, 'inspector_first_name' | 'inspector_last_name'>) =>
  r.inspector_first_name === null
    ? null
    : `${r.inspector_first_name} ${r.inspector_last_name ?? ''}`.trim();

export const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  orderUuid: r.order_uuid,
  slotId: r.slot_id,
  userId: r.user_id,
  sessionId: r.session_id,
  slotStart: toIso(r.starts_at),
  slotTitle: r.title,
  bookingStatus: r.booking_status,
  paymentStatus: r.payment_status,
  paymentMethod: r.payment_method,
  totalCents: r.total_cents,
  authorizedCents: r.authorized_cents,
  capturedCents: r.captured_cents,
  transactionId: r.transaction_id,
  authCode: r.auth_code,
  customerName: r.customer_name,
  customerEmail: r.customer_email,
  customerPhone: r.customer_phone,
  priceLinesJson: r.price_lines,
  cartJson: r.cart,
  checkoutJson: r.checkout,
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
  cancelledAt: r.cancelled_at === null ? null : toIso(r.cancelled_at),
  slotFullDay: Number(r.full_day) === 1 || Number(r.visit_full_day) === 1,
  visitMinutes: r.visit_minutes ?? null,
  visitFullDay: Number(r.visit_full_day) === 1,
  calendarUid: r.calendar_uid ?? null,
  calendarSequence: Number(r.calendar_sequence ?? 0),
  cancelledBy: r.cancelled_by ?? null,
  cancelFeeCents: r.cancel_fee_cents ?? null,
  rescheduledAt: r.rescheduled_at ? toIso(r.rescheduled_at) : null,
  discountCode: r.discount_code ?? null,
  discountCents: r.discount_cents ?? null,
  notes: r.notes ?? null,
  inspectionDeadline: r.inspection_deadline ?? null,
  inspectorName: inspectorNameOf(r),
  slotInspectorId: r.inspector_id ?? null,
});

export async function findOrderById(db: Db, id: number): Promise<Order | undefined> {
  return firstRow(selectOrders(db).where('orders.id', '=', id), toOrder);
}

export async function findOrderByUuid(db: Db, uuid: string): Promise<Order | undefined> {
  return firstRow(selectOrders(db).where('orders.order_uuid', '=', uuid), toOrder);
}

export async function hasActiveOrderForSlot(db: Db, slotId: number): Promise<boolean> {
  return hasAnyRow(
    db.selectFrom('orders').where('slot_id', '=', slotId).where('booking_status', '=', 'active'),
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
  await db
    .updateTable('orders')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('updated_at', '=', leaseUntil)
    .execute();
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
}

/** The order as the claim left it: still active, at the priced slot, with the claim's mark. */
const claimStillHeld = (id: number, claim: HeldClaim) =>
  ({ id, booking_status: 'active', slot_id: claim.slotId, updated_at: claim.leaseUntil }) as const;

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
  move: { fromSlotId: number; toSlotId: number; cartJson: string },
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
      }))
      .where('id', '=', id)
      .where('slot_id', '=', move.fromSlotId)
      .where('booking_status', '=', 'active')
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
