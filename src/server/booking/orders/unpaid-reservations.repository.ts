import { type Db, waitForAdvisoryLocks } from '../../db/database';
import { countRows } from '../../db/row-counts';
import { selectOrders, toOrder, type Order } from './orders.repository';

// Reading reservations without payment (pay later): how many one e-mail holds open and one client
// address made today, and the open ones for the admin area. Read-only; orders.repository.ts writes.

/**
 * Serialises pay-later saves of one e-mail, and of one client address, so two at once cannot both
 * pass a limit; other customers' saves go on side by side. PostgreSQL: transaction-scoped advisory
 * locks, the e-mail's first. SQLite: one connection runs one transaction at a time.
 */
export async function lockUnpaidReservations(
  trx: Db,
  of: { email: string; clientIp: string | null },
): Promise<void> {
  const keys = [`unpaid-email:${of.email}`];
  if (of.clientIp) keys.push(`unpaid-ip:${of.clientIp}`);
  // Always the e-mail's first, then the address's: two bookings never wait for each other crosswise.
  await waitForAdvisoryLocks(trx, keys);
}

/** Open means still active, unpaid, and its inspection lies ahead (it holds a date). */
const openUnpaid = (db: Db, now: string) =>
  selectOrders(db)
    .where('orders.booking_status', '=', 'active')
    .where('orders.payment_status', '=', 'pending')
    .where('slots.starts_at', '>', now);

export async function countOpenUnpaidForEmail(db: Db, email: string, now: string): Promise<number> {
  return countRows(openUnpaid(db, now).clearSelect().where('orders.customer_email', '=', email));
}

/** Pay-later orders made from this address since `since`, cancelled ones included. */
export async function countPayLaterFromIpSince(db: Db, ip: string, since: string): Promise<number> {
  return countRows(
    db
      .selectFrom('orders')
      .where('client_ip', '=', ip)
      .where('payment_method', '=', 'pay-later')
      .where('created_at', '>', since),
  );
}

/** Every open reservation without payment, soonest inspection first (at most `limit`). */
export async function listOpenUnpaid(db: Db, now: string, limit: number): Promise<Order[]> {
  const rows = await openUnpaid(db, now)
    .orderBy('slots.starts_at', 'asc')
    .orderBy('orders.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toOrder);
}

export async function countOpenUnpaid(db: Db, now: string): Promise<number> {
  return countRows(openUnpaid(db, now).clearSelect());
}
