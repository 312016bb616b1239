import type { Db } from '../db/database';
import type { Order } from './orders/orders.repository';
import { ordersInSpan } from './orders/orders-list.repository';

// What the inspector portal asks of booking (read only): the orders whose slot is this
// inspector's. An order's inspector is its slot's, so a reschedule to another slot moves it.

export type { Order };

/** The inspector's orders (active and cancelled) starting at or after `fromIso`, soonest first. */
export function inspectorOrdersFrom(
  db: Db,
  inspectorId: number,
  fromIso: string,
  limit: number,
): Promise<Order[]> {
  return ordersInSpan(db, { time: 'slots.starts_at', from: fromIso, inspectorId, limit });
}
