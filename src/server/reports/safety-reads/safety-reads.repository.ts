import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ReportSafetyReadsTable } from '../../db/schema';

// The SQL of the Safety findings read and of their one reminder (this room owns both tables).

export type SafetyReadRow = Selectable<ReportSafetyReadsTable>;

export function selectReads(db: Db, orderId: number): Promise<SafetyReadRow[]> {
  return db.selectFrom('report_safety_reads').selectAll().where('order_id', '=', orderId).execute();
}

/** Records a confirmation; the first one stands (a second press changes nothing). */
export async function insertRead(
  db: Db,
  row: { orderId: number; findingId: string; readBy: number | null; reader: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('report_safety_reads')
    .values({
      order_id: row.orderId,
      finding_id: row.findingId,
      read_by: row.readBy,
      reader: row.reader,
      read_at: row.at,
    })
    .onConflict((oc) => oc.columns(['order_id', 'finding_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Orders whose report was published in [from, to] and got no reminder yet, oldest first. */
export async function selectReminderCandidates(
  db: Db,
  window: { from: string; to: string },
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('written_reports')
    .select('written_reports.order_id')
    .where('written_reports.published_version', '>', 0)
    .where('written_reports.published_at', '>=', window.from)
    .where('written_reports.published_at', '<=', window.to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('report_safety_reminders')
            .select('report_safety_reminders.order_id')
            .whereRef('report_safety_reminders.order_id', '=', 'written_reports.order_id'),
        ),
      ),
    )
    .orderBy('written_reports.published_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.order_id);
}

/** The order's one reminder, claimed: false when another process (or run) already has it. */
export async function claimReminder(
  db: Db,
  row: { orderId: number; unread: number; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('report_safety_reminders')
    .values({ order_id: row.orderId, unread: row.unread, sent_at: row.at })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** How many Safety findings each order's client confirmed reading. */
export async function countReads(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('report_safety_reads')
    .select((eb) => ['order_id', eb.fn.countAll<number>().as('n')])
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, Number(r.n)]));
}
