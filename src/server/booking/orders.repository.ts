import type { Db } from '../db/database';
import type { BookingStatus, OrderPaymentStatus } from '../db/schema';
import { toIso } from '../db/values';

export interface NewOrder {
  orderUuid: string;
  slotId: number;
  userId: number | null;
  sessionId: string | null;
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
}

/** An order as stored; JSON documents left as text for the caller to parse with its schema. */
export interface OrderRecord {
  id: number;
  orderUuid: string;
  slotId: number;
  userId: number | null;
  sessionId: string | null;
  bookingStatus: BookingStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: 'pay-now' | 'pay-later';
  totalCents: number;
  priceLinesJson: string;
  cartJson: string;
  checkoutJson: string;
  customerEmail: string;
  customerName: string;
  transactionId: string | null;
  authorizedCents: number | null;
  capturedCents: number | null;
  createdAt: string;
  slotStart: string;
  slotTitle: string;
}

export async function insertOrder(db: Db, order: NewOrder, now: string): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      order_uuid: order.orderUuid,
      slot_id: order.slotId,
      user_id: order.userId,
      session_id: order.sessionId,
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
      created_at: now,
      updated_at: now,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function selectOrders(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('slots', 'slots.id', 'orders.slot_id')
    .select([
      'orders.id',
      'orders.order_uuid',
      'orders.slot_id',
      'orders.user_id',
      'orders.session_id',
      'orders.booking_status',
      'orders.payment_status',
      'orders.payment_method',
      'orders.total_cents',
      'orders.price_lines',
      'orders.cart',
      'orders.checkout',
      'orders.customer_email',
      'orders.customer_name',
      'orders.transaction_id',
      'orders.authorized_cents',
      'orders.captured_cents',
      'orders.created_at',
      'slots.starts_at',
      'slots.title',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): OrderRecord => ({
  id: r.id,
  orderUuid: r.order_uuid,
  slotId: r.slot_id,
  userId: r.user_id,
  sessionId: r.session_id,
  bookingStatus: r.booking_status,
  paymentStatus: r.payment_status,
  paymentMethod: r.payment_method,
  totalCents: r.total_cents,
  priceLinesJson: r.price_lines,
  cartJson: r.cart,
  checkoutJson: r.checkout,
  customerEmail: r.customer_email,
  customerName: r.customer_name,
  transactionId: r.transaction_id,
  authorizedCents: r.authorized_cents,
  capturedCents: r.captured_cents,
  createdAt: toIso(r.created_at),
  slotStart: toIso(r.starts_at),
  slotTitle: r.title,
});

export async function findOrderById(db: Db, id: number): Promise<OrderRecord | undefined> {
  const row = await selectOrders(db).where('orders.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function findOrderByUuid(db: Db, uuid: string): Promise<OrderRecord | undefined> {
  const row = await selectOrders(db).where('orders.order_uuid', '=', uuid).executeTakeFirst();
  return row && toRecord(row);
}

export async function hasActiveOrderForSlot(db: Db, slotId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('slot_id', '=', slotId)
    .where('booking_status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countOrders(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
