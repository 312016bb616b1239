import type { Db } from '../db/database';
import { findOrdersOfUser } from './orders/orders-list.repository';
import { findOrderById, type Order } from './orders/orders.repository';

// The signed-in customer's own orders: the portal, agreements, payments and reports all ask here,
// so "someone else's order" is decided in one place (it is simply not found).

export type { Order };

/** Far more than one household books; keeps a hostile account's answer bounded. */
const MAX_CUSTOMER_ORDERS = 500;

export function customerOrders(db: Db, userId: number): Promise<Order[]> {
  return findOrdersOfUser(db, userId, MAX_CUSTOMER_ORDERS);
}

/** The order when it is this customer's; undefined for anyone else's (answer 404). */
export async function findCustomerOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<Order | undefined> {
  const order = await findOrderById(db, orderId);
  return order && order.userId === userId ? order : undefined;
}
