import type { Db } from '../db/database';
import { type Order, selectOrders, toOrder } from './orders/orders.repository';
import { ordersInSpan } from './orders/orders-list.repository';

// What the agents' figures, the agent's portal and the dashboard read of booking (read only).

export type { Order };

/** Read in parts: SQLite and PostgreSQL cap a statement's parameters. */
const PART = 500;
/** More than a small business books in the two years the dashboard shows at most. */
const MAX_BOOKED_ROWS = 100_000;

/** The orders with these ids (unknown ids are left out), in no particular order. */
export async function ordersWithIds(db: Db, ids: readonly number[]): Promise<Order[]> {
  const orders: Order[] = [];
  for (let i = 0; i < ids.length; i += PART) {
    const rows = await selectOrders(db)
      .where('orders.id', 'in', ids.slice(i, i + PART))
      .execute();
    orders.push(...rows.map(toOrder));
  }
  return orders;
}

/** Orders made at or after `fromIso` and before `toIso`, oldest first. */
export function ordersBookedBetween(db: Db, fromIso: string, toIso: string): Promise<Order[]> {
  return ordersInSpan(db, {
    time: 'orders.created_at',
    from: fromIso,
    to: toIso,
    limit: MAX_BOOKED_ROWS,
  });
}
