import type { Db } from '../db/database';
import type { BookingStatus, OrderPaymentStatus } from '../db/schema';
import { toIso } from '../db/values';

// Orders as the admin area reads and changes them. State changes are conditional UPDATEs: each
// names the state it moves from, so two administrators (or two clicks) never both succeed.

export interface OrderFilters {
  /** Inspection date relative to now. */
  when?: 'upcoming' | 'past';
  status?: BookingStatus;
  payment?: OrderPaymentStatus;
  /** Part of the customer's name or e-mail, or the order number. */
  search?: string;
}

export interface AdminOrder {
  id: number;
  orderUuid: string;
  slotId: number;
  slotStart: string;
  slotTitle: string;
  bookingStatus: BookingStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: 'pay-now' | 'pay-later';
  totalCents: number;
  authorizedCents: number | null;
  capturedCents: number | null;
  transactionId: string | null;
  authCode: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  priceLinesJson: string;
  cartJson: string;
  checkoutJson: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
}

function selectAdminOrders(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('slots', 'slots.id', 'orders.slot_id')
    .select([
      'orders.id',
      'orders.order_uuid',
      'orders.slot_id',
      'slots.starts_at',
      'slots.title',
      'orders.booking_status',
      'orders.payment_status',
      'orders.payment_method',
      'orders.total_cents',
      'orders.authorized_cents',
      'orders.captured_cents',
      'orders.transaction_id',
      'orders.auth_code',
      'orders.customer_name',
      'orders.customer_email',
      'orders.customer_phone',
      'orders.price_lines',
      'orders.cart',
      'orders.checkout',
      'orders.created_at',
      'orders.updated_at',
      'orders.cancelled_at',
    ]);
}

type Query = ReturnType<typeof selectAdminOrders>;
type Row = Awaited<ReturnType<Query['executeTakeFirstOrThrow']>>;

const toAdminOrder = (r: Row): AdminOrder => ({
  id: r.id,
  orderUuid: r.order_uuid,
  slotId: r.slot_id,
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
});

function filtered<Q extends Query>(q: Q, f: OrderFilters, now: string): Q {
  let out = q;
  if (f.when === 'upcoming') out = out.where('slots.starts_at', '>', now) as Q;
  if (f.when === 'past') out = out.where('slots.starts_at', '<=', now) as Q;
  if (f.status) out = out.where('orders.booking_status', '=', f.status) as Q;
  if (f.payment) out = out.where('orders.payment_status', '=', f.payment) as Q;
  const search = f.search?.trim().toLowerCase();
  if (search) {
    // Lower-cased on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's is not. A % or _
    // typed in the search only widens it, so it is left as a wildcard.
    const pattern = `%${search}%`;
    const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
    out = out.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['orders.customer_name']), 'like', pattern),
        eb(eb.fn('lower', ['orders.customer_email']), 'like', pattern),
        ...(id !== undefined ? [eb('orders.id', '=', id)] : []),
      ]),
    ) as Q;
  }
  return out;
}

/** Newest orders first. */
export async function listAdminOrders(
  db: Db,
  f: OrderFilters,
  opts: { now: string; limit: number; offset: number },
): Promise<AdminOrder[]> {
  const rows = await filtered(selectAdminOrders(db), f, opts.now)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
  return rows.map(toAdminOrder);
}

export async function countAdminOrders(db: Db, f: OrderFilters, now: string): Promise<number> {
  const row = await filtered(selectAdminOrders(db), f, now)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAdminOrder(db: Db, id: number): Promise<AdminOrder | undefined> {
  const row = await selectAdminOrders(db).where('orders.id', '=', id).executeTakeFirst();
  return row && toAdminOrder(row);
}

/**
 * Claims an order for one admin change that calls the payment gateway (capture, void, cancel):
 * `updated_at` moves to the end of a short lease, and only an order in the expected state whose
 * lease is not running can be claimed. The gateway call happens outside any transaction, so this
 * row-level claim is what keeps a second click from calling the gateway again meanwhile; a claim
 * left by a crash simply runs out.
 */
export async function claimOrder(
  db: Db,
  id: number,
  expect: { bookingStatus?: BookingStatus; paymentStatus?: OrderPaymentStatus },
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
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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

/** authorized → paid with the captured amount. */
export async function markCaptured(
  db: Db,
  id: number,
  capturedCents: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_status: 'paid', captured_cents: capturedCents, updated_at: now })
    .where('id', '=', id)
    .where('payment_status', '=', 'authorized')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** authorized → voided. */
export async function markVoided(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_status: 'voided', updated_at: now })
    .where('id', '=', id)
    .where('payment_status', '=', 'authorized')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** active → cancelled: the slot is free again (the unique index covers active orders only). */
export async function markCancelled(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ booking_status: 'cancelled', cancelled_at: now, updated_at: now })
    .where('id', '=', id)
    .where('booking_status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Active orders whose card authorization waits to be captured. */
export async function countAwaitingCapture(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('booking_status', '=', 'active')
    .where('payment_status', '=', 'authorized')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
