import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database';
import { findOrderById, type Order, selectOrders, toOrder } from './orders/orders.repository';

// What the reminders ask of booking: active orders whose inspection starts in a time range, and
// one order read again (and held on PostgreSQL) inside the transaction that queues its reminder.

export type { Order };

/** Active orders starting after `after` and at or before `until`, by id after `afterId`. */
export async function activeOrdersStartingBetween(
  db: Db,
  range: { after: string; until: string },
  afterId: number,
  limit: number,
): Promise<Order[]> {
  const rows = await selectOrders(db)
    .where('orders.booking_status', '=', 'active')
    .where('slots.starts_at', '>', range.after)
    .where('slots.starts_at', '<=', range.until)
    .where('orders.id', '>', afterId)
    .orderBy('orders.id')
    .limit(limit)
    .execute();
  return rows.map(toOrder);
}

/**
 * The order as it stands now, read in `trx`. On PostgreSQL its row is share-locked until `trx`
 * ends, so a cancellation or move waits for the reminder rather than slipping in after the read;
 * SQLite runs one writer at a time, so a transaction that has already written holds it anyway.
 */
export async function readOrderForReminder(trx: Db, id: number): Promise<Order | undefined> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await trx.selectFrom('orders').select('id').where('id', '=', id).forShare().execute();
  return findOrderById(trx, id);
}
