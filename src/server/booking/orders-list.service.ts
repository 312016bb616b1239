import type { Db } from '../db/database';
import {
  countAdminOrders,
  countAwaitingCapture,
  listAdminOrders,
  type OrderFilters,
} from './orders/orders-list.repository';
import { findOrderById, type Order } from './orders/orders.repository';
import { countOpenUnpaid } from './orders/unpaid-reservations.repository';

// The admin area's views of orders: a page of the list, the CSV export, one order.

export type { Order, OrderFilters };

/** More than any small business books in years; a larger export is a job for the database. */
const MAX_EXPORT_ROWS = 50_000;

export interface OrdersPage {
  orders: Order[];
  total: number;
  /** Active orders whose card authorization waits to be captured (any filter). */
  awaitingCapture: number;
  /** Open reservations without payment (any filter). */
  openUnpaid: number;
}

export async function ordersPage(
  db: Db,
  filters: OrderFilters,
  opts: { now: string; page: number; pageSize: number },
): Promise<OrdersPage> {
  const [orders, total, awaitingCapture, openUnpaid] = await Promise.all([
    listAdminOrders(db, filters, {
      now: opts.now,
      limit: opts.pageSize,
      offset: (opts.page - 1) * opts.pageSize,
    }),
    countAdminOrders(db, filters, opts.now),
    countAwaitingCapture(db),
    countOpenUnpaid(db, opts.now),
  ]);
  return { orders, total, awaitingCapture, openUnpaid };
}

/** Every order the filters match, newest first, for the CSV export. */
export function ordersForExport(db: Db, filters: OrderFilters, now: string): Promise<Order[]> {
  return listAdminOrders(db, filters, { now, limit: MAX_EXPORT_ROWS, offset: 0 });
}

export function findOrder(db: Db, id: number): Promise<Order | undefined> {
  return findOrderById(db, id);
}
