import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import type { ReportsTable } from '../db/schema';
import { toIso } from '../db/values';
import { countRows, touchedAny } from '../db/row-counts';

// The one writer of reports and report_chunks.

export interface Report {
  id: number;
  orderId: number;
  filename: string;
  sizeBytes: number;
  sha256: string;
  contentType: string;
  storageKind: 'database' | 'directory';
  storagePath: string | null;
  complete: boolean;
  uploadedBy: number | null;
  uploadedAt: string;
  publishedAt: string | null;
  unpublishedAt: string | null;
  /** The written report's version this file is the PDF of (null: uploaded). */
  webVersion: number | null;
}

const toReport = (r: Selectable<ReportsTable>): Report => ({
  id: r.id,
  orderId: r.order_id,
  filename: r.filename,
  sizeBytes: Number(r.size_bytes),
  sha256: r.sha256,
  contentType: r.content_type,
  storageKind: r.storage_kind,
  storagePath: r.storage_path,
  complete: r.complete === 1,
  uploadedBy: r.uploaded_by,
  uploadedAt: toIso(r.uploaded_at),
  publishedAt: r.published_at === null ? null : toIso(r.published_at),
  unpublishedAt: r.unpublished_at === null ? null : toIso(r.unpublished_at),
  webVersion: r.web_version ?? null,
});

export interface NewReport {
  orderId: number;
  filename: string;
  contentType: string;
  storageKind: Report['storageKind'];
  storagePath: string | null;
  uploadedBy: number;
}

/** A report row for an upload that is arriving (complete 0: listed nowhere until finished). */
export async function insertUploadingReport(db: Db, r: NewReport, now: string): Promise<number> {
  const row = await db
    .insertInto('reports')
    .values({
      order_id: r.orderId,
      filename: r.filename,
      content_type: r.contentType,
      size_bytes: 0,
      sha256: '',
      storage_kind: r.storageKind,
      storage_path: r.storagePath,
      complete: 0,
      uploaded_by: r.uploadedBy,
      uploaded_at: now,
      published_at: null,
      unpublished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setStoragePath(db: Db, id: number, path: string): Promise<void> {
  await db.updateTable('reports').set({ storage_path: path }).where('id', '=', id).execute();
}

export async function markComplete(
  db: Db,
  id: number,
  done: { sizeBytes: number; sha256: string },
): Promise<void> {
  await db
    .updateTable('reports')
    .set({ complete: 1, size_bytes: done.sizeBytes, sha256: done.sha256 })
    .where('id', '=', id)
    .execute();
}

export async function insertChunk(db: Db, reportId: number, seq: number, data: Buffer) {
  await db.insertInto('report_chunks').values({ report_id: reportId, seq, data }).execute();
}

/** One stored part, or undefined past the last. */
export async function findChunk(
  db: Db,
  reportId: number,
  seq: number,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('report_chunks')
    .select('data')
    .where((eb) => eb.and({ report_id: reportId, seq }))
    .executeTakeFirst();
  return row?.data;
}

export async function countChunks(db: Db, reportId: number): Promise<number> {
  return countRows(db.selectFrom('report_chunks').where('report_id', '=', reportId));
}

/** Removes a report and its stored parts (a failed upload, or one abandoned by a crash). */
export async function deleteReport(db: Db, id: number): Promise<void> {
  await db.deleteFrom('report_chunks').where('report_id', '=', id).execute();
  await db.deleteFrom('reports').where('id', '=', id).execute();
}

export async function findReport(db: Db, id: number): Promise<Report | undefined> {
  return firstRow(db.selectFrom('reports').selectAll().where('id', '=', id), toReport);
}

/** Every finished upload of the order, oldest first (the admin list). */
export async function findOrderReports(db: Db, orderId: number): Promise<Report[]> {
  const rows = await db
    .selectFrom('reports')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('complete', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map(toReport);
}

/** The published reports of these orders, oldest first. */
export async function findPublishedReports(db: Db, orderIds: number[]): Promise<Report[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('reports')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .where('complete', '=', 1)
    .where('published_at', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map(toReport);
}

/** Uploads never finished that started before `before` (their process died mid-upload). */
export async function findAbandonedUploads(db: Db, before: string): Promise<Report[]> {
  const rows = await db
    .selectFrom('reports')
    .selectAll()
    .where('complete', '=', 0)
    .where('uploaded_at', '<', before)
    .limit(20)
    .execute();
  return rows.map(toReport);
}

/** Publishes a finished, unpublished report; false when it already was (a second click). */
export async function markPublished(db: Db, id: number, now: string): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('reports')
      .set({ published_at: now, unpublished_at: null })
      .where('id', '=', id)
      .where('complete', '=', 1)
      .where('published_at', 'is', null),
  );
}

export async function markUnpublished(db: Db, id: number, now: string): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('reports')
      .set({ published_at: null, unpublished_at: now })
      .where('id', '=', id)
      .where('published_at', 'is not', null),
  );
}

/** Marks a report file as the PDF of the written report's version. */
export async function setWebVersion(db: Db, id: number, version: number): Promise<void> {
  await db.updateTable('reports').set({ web_version: version }).where('id', '=', id).execute();
}
