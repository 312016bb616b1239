import type { Db } from '../db/database';
import { type Order, selectOrders, toOrder } from './orders/orders.repository';

// What the inspector portal asks of booking (read only): the orders whose slot is this
// inspector's. An order's inspector is its slot's, so a reschedule to another slot moves it.

export type { Order };

/** The inspector's orders (active and cancelled) starting at or after `fromIso`, soonest first. */
export async function inspectorOrdersFrom(
  db: Db,
  inspectorId: number,
  fromIso: string,
  limit: number,
): Promise<Order[]> {
  const rows = await selectOrders(db)
    .where('slots.inspector_id', '=', inspectorId)
    .where('slots.starts_at', '>=', fromIso)
    .orderBy('slots.starts_at')
    .orderBy('orders.id')
    .limit(limit)
    .execute();
  return rows.map(toOrder);
}
