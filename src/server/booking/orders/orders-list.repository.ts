import type { Db } from '../../db/database';
import { countRows } from '../../db/row-counts';
import { toIso } from '../../db/values';
import type { BookingStatus, OrderPaymentStatus } from '../../db/schema';
import { type Order, selectOrders, toOrder } from './orders.repository';

// Reading orders for lists: the admin area's filtered pages, counts and the CSV export, a
// customer's orders and the cards they were paid with. Read-only;
// orders.repository.ts is the one writer.

export interface OrderFilters {
  /** Inspection date relative to now. */
  when?: 'upcoming' | 'past';
  status?: BookingStatus;
  payment?: OrderPaymentStatus;
  /** Part of the customer's name or e-mail, or the order number. */
  search?: string;
  /** The written report's progress; the list resolves it to `reportOrders` first. */
  report?: 'not-started' | 'in-progress' | 'published';
  /** The orders to keep, or to leave out, for `report`. */
  reportOrders?: { include: number[] } | { exclude: number[] };
}

type Query = ReturnType<typeof selectOrders>;

function filtered(q: Query, f: OrderFilters, now: string): Query {
  let out = q;
  if (f.when === 'upcoming') out = out.where('slots.starts_at', '>', now);
  if (f.when === 'past') out = out.where('slots.starts_at', '<=', now);
  if (f.status) out = out.where('orders.booking_status', '=', f.status);
  if (f.payment) out = out.where('orders.payment_status', '=', f.payment);
  const r = f.reportOrders;
  // No order in the list: an id no order has, since SQL's IN () is not valid.
  if (r && 'include' in r) out = out.where('orders.id', 'in', r.include.length ? r.include : [0]);
  if (r && 'exclude' in r && r.exclude.length) out = out.where('orders.id', 'not in', r.exclude);
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
    );
  }
  return out;
}

/** Newest orders first. */
export async function listAdminOrders(
  db: Db,
  f: OrderFilters,
  opts: { now: string; limit: number; offset: number },
): Promise<Order[]> {
  const rows = await filtered(selectOrders(db), f, opts.now)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
  return rows.map(toOrder);
}

export async function countAdminOrders(db: Db, f: OrderFilters, now: string): Promise<number> {
  return countRows(filtered(selectOrders(db), f, now).clearSelect());
}

/** Active orders whose card authorization waits to be captured. */
export async function countAwaitingCapture(db: Db): Promise<number> {
  return countRows(
    db
      .selectFrom('orders')
      .where('booking_status', '=', 'active')
      .where('payment_status', '=', 'authorized'),
  );
}

/** A customer's orders, by inspection time (the portal sorts upcoming and past). */
export async function findOrdersOfUser(db: Db, userId: number, limit: number): Promise<Order[]> {
  const rows = await selectOrders(db)
    .where('orders.user_id', '=', userId)
    .orderBy('slots.starts_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toOrder);
}

/** When an order falls in a span of time: when it was made, or when its inspection starts. */
export type OrderTime = 'orders.created_at' | 'slots.starts_at';

/**
 * Orders whose `time` is at or after `from` (and before `to`, when given), oldest first (ties by
 * number), at most `limit`; only the inspector's when `inspectorId` is given.
 */
export async function ordersInSpan(
  db: Db,
  span: { time: OrderTime; from: string; to?: string; inspectorId?: number; limit: number },
): Promise<Order[]> {
  const { time, from, to, inspectorId, limit } = span;
  let query = selectOrders(db).where(time, '>=', from);
  if (to !== undefined) query = query.where(time, '<', to);
  if (inspectorId !== undefined) query = query.where('slots.inspector_id', '=', inspectorId);
  const rows = await query.orderBy(time).orderBy('orders.id').limit(limit).execute();
  return rows.map(toOrder);
}

/** What a receipt shows of the card a reserved order was paid with, and when it was paid. */
export interface OrderCard {
  cardType: string | null;
  cardLast4: string | null;
  paidAt: string | null;
}

/** The cards of these orders (the payments page and receipts); ids without one are absent. */
export async function findOrderCards(db: Db, ids: number[]): Promise<Map<number, OrderCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'card_type', 'card_last4', 'paid_at'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        cardType: r.card_type ?? null,
        cardLast4: r.card_last4 ?? null,
        paidAt: r.paid_at ? toIso(r.paid_at) : null,
      },
    ]),
  );
}
