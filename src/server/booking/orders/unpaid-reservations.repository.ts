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

/**
 * What the pay-later limits count, in one statement (one wait fewer while a booking's transaction
 * holds its locks): the open ones the e-mail holds, and the pay-later orders made from the address
 * since `since`, cancelled ones included (0 without an address).
 */
export async function countUnpaidHeld(
  db: Db,
  of: { email: string; clientIp: string | null; now: string; since: string },
): Promise<{ forEmail: number; fromIp: number }> {
  const forEmail = openUnpaid(db, of.now)
    .clearSelect()
    .where('orders.customer_email', '=', of.email)
    .select((eb) => eb.fn.countAll().as('n'));
  const fromIp = db
    .selectFrom('orders')
    .where('client_ip', '=', of.clientIp ?? '')
    .where('payment_method', '=', 'pay-later')
    .where('created_at', '>', of.since)
    .select((eb) => eb.fn.countAll().as('n'));
  const row = await db
    .selectNoFrom([forEmail.as('forEmail'), fromIp.as('fromIp')])
    // Counts come back as numbers, strings or bigints depending on the dialect.
    .$castTo<{ forEmail: number | string | bigint; fromIp: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return { forEmail: Number(row.forEmail), fromIp: of.clientIp ? Number(row.fromIp) : 0 };
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
