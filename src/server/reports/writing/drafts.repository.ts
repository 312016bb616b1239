import { PostgresAdapter, type Selectable } from 'kysely';
import type { WrittenReportsTable } from '../../db/schema';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/first-row';
import { insertIfMissing } from '../../db/inserts';
import { countRows } from '../../db/row-counts';
import { toIso } from '../../db/values';
import { updateById } from '../../db/updates';

// The one writer of written_reports and its draft's rows (items, findings, photos, change ids).

export interface ReportRow {
  id: number;
  orderId: number;
  templateVersionId: number;
  factsJson: string;
  factTimesJson: string;
  itemsTotal: number;
  itemsDone: number;
  publishedVersion: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const toReport = (r: Selectable<WrittenReportsTable>): ReportRow => ({
  id: r.id,
  orderId: r.order_id,
  templateVersionId: r.template_version_id,
  factsJson: r.facts,
  factTimesJson: r.fact_times,
  itemsTotal: r.items_total,
  itemsDone: r.items_done,
  publishedVersion: r.published_version,
  publishedAt: r.published_at === null ? null : toIso(r.published_at),
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});

/** Every read of whole report rows narrows this. */
const reports = (db: Db) => db.selectFrom('written_reports').selectAll();

export async function selectReportOfOrder(db: Db, orderId: number): Promise<ReportRow | undefined> {
  return firstRow(reports(db).where('order_id', '=', orderId), toReport);
}

/** The order a written report belongs to (a publish job names its report). */
export async function selectOrderIdOfReport(db: Db, id: number): Promise<number | undefined> {
  const report = db.selectFrom('written_reports').select('order_id').where('id', '=', id);
  return firstRow(report, (r) => r.order_id);
}

/**
 * The report row, held until the transaction ends. PostgreSQL: FOR UPDATE. SQLite: a no-op write
 * first, so the transaction takes the write lock (waiting out busy_timeout) before it reads; a
 * read first would pin a snapshot that a later write cannot upgrade once another connection (an
 * online backup, a maintenance script) has written meanwhile (SQLITE_BUSY_SNAPSHOT, no wait).
 */
export async function holdReport(trx: Db, id: number): Promise<ReportRow | undefined> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) {
    await trx.updateTable('written_reports').set({ id }).where('id', '=', id).execute();
  }
  const report = reports(trx).where('id', '=', id);
  return firstRow(postgres ? report.forUpdate() : report, toReport);
}

export async function selectReportsOfOrders(db: Db, orderIds: number[]): Promise<ReportRow[]> {
  if (orderIds.length === 0) return [];
  return (await reports(db).where('order_id', 'in', orderIds).execute()).map(toReport);
}

/** The order ids of every written report, with whether one was published. */
export async function selectReportStates(
  db: Db,
): Promise<{ orderId: number; publishedVersion: number }[]> {
  const rows = await db
    .selectFrom('written_reports')
    .select(['order_id', 'published_version'])
    .execute();
  return rows.map((r) => ({ orderId: r.order_id, publishedVersion: r.published_version }));
}

/** Starts the order's report unless another request just did (the unique order_id decides). */
export async function insertReportIfMissing(
  db: Db,
  r: { orderId: number; templateVersionId: number; factsJson: string; itemsTotal: number },
  now: string,
): Promise<void> {
  await insertIfMissing(
    db.insertInto('written_reports').values({
      order_id: r.orderId,
      template_version_id: r.templateVersionId,
      facts: r.factsJson,
      fact_times: '{}',
      items_total: r.itemsTotal,
      items_done: 0,
      published_version: 0,
      published_at: null,
      created_at: now,
      updated_at: now,
    }),
    'order_id',
  );
}

export async function updateReportDraft(
  db: Db,
  id: number,
  set: { factsJson: string; factTimesJson: string; itemsDone: number; now: string },
): Promise<void> {
  await updateById(db, 'written_reports', id, {
    facts: set.factsJson,
    fact_times: set.factTimesJson,
    items_done: set.itemsDone,
    updated_at: set.now,
  });
}

export async function touchReport(db: Db, id: number, now: string): Promise<void> {
  await updateById(db, 'written_reports', id, { updated_at: now });
}

export async function setPublishedVersion(
  db: Db,
  id: number,
  version: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('written_reports')
    .set({ published_version: version, published_at: now })
    .where('id', '=', id)
    .where('published_version', '<', version)
    .execute();
}

export async function changeSeen(db: Db, reportId: number, changeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('written_report_changes')
    .select('change_id')
    .where((eb) => eb.and({ report_id: reportId, change_id: changeId }))
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordChange(db: Db, reportId: number, changeId: string, now: string) {
  await db
    .insertInto('written_report_changes')
    .values({ report_id: reportId, change_id: changeId, applied_at: now })
    .execute();
}

// Items ------------------------------------------------------------------------------------

export interface ItemRow {
  sectionKey: string;
  itemKey: string;
  status: string | null;
  statusAt: string;
}

export async function selectItems(db: Db, reportId: number): Promise<ItemRow[]> {
  const rows = await db
    .selectFrom('written_report_items')
    .select(['section_key', 'item_key', 'status', 'status_at'])
    .where('report_id', '=', reportId)
    .execute();
  return rows.map((r) => ({
    sectionKey: r.section_key,
    itemKey: r.item_key,
    status: r.status,
    statusAt: r.status_at,
  }));
}

export async function upsertItem(db: Db, reportId: number, item: ItemRow): Promise<void> {
  await db
    .insertInto('written_report_items')
    .values({
      report_id: reportId,
      section_key: item.sectionKey,
      item_key: item.itemKey,
      status: item.status,
      status_at: item.statusAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['report_id', 'section_key', 'item_key'])
        .doUpdateSet({ status: item.status, status_at: item.statusAt }),
    )
    .execute();
}

export async function countDoneItems(db: Db, reportId: number): Promise<number> {
  return countRows(
    db
      .selectFrom('written_report_items')
      .where('report_id', '=', reportId)
      .where('status', 'is not', null),
  );
}
