import type { Db } from '../db/database';
import { toIso } from '../db/values';

// The reminders sent: one row per order, reminder and inspection time. The unique key on those
// three is the claim, so two processes (or two runs) never both queue the same reminder.

/** Records the reminder in `trx`; answers its id, or undefined when someone already claimed it. */
export async function claimReminder(
  trx: Db,
  claim: { orderId: number; reminder: string; startsAt: string; now: string },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('order_reminders')
    .values({
      order_id: claim.orderId,
      reminder: claim.reminder,
      starts_at: claim.startsAt,
      email_id: null,
      created_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['order_id', 'reminder', 'starts_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setReminderEmail(trx: Db, id: number, emailId: number): Promise<void> {
  await trx
    .updateTable('order_reminders')
    .set({ email_id: emailId })
    .where('id', '=', id)
    .execute();
}

/** `orderId|reminder|startIso` of every reminder already recorded for these orders. */
export async function recordedReminders(db: Db, orderIds: number[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('order_reminders')
    .select(['order_id', 'reminder', 'starts_at'])
    .where('order_id', 'in', orderIds)
    .execute();
  return new Set(rows.map((r) => reminderKey(r.order_id, r.reminder, toIso(r.starts_at))));
}

export const reminderKey = (orderId: number, reminder: string, startIso: string) =>
  `${orderId}|${reminder}|${startIso}`;

export interface RecordedReminder {
  orderId: number;
  reminder: string;
  startsAt: string;
  emailId: number | null;
}

/** The reminders of one order, oldest first (tests and the admin's view of an order). */
export async function remindersOfOrder(db: Db, orderId: number): Promise<RecordedReminder[]> {
  const rows = await db
    .selectFrom('order_reminders')
    .select(['order_id', 'reminder', 'starts_at', 'email_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    orderId: r.order_id,
    reminder: r.reminder,
    startsAt: toIso(r.starts_at),
    emailId: r.email_id,
  }));
}
