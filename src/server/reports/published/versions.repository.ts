import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { WrittenReportVersionsTable } from '../../db/schema';
import { firstRow } from '../../db/first-row';
import { toIso } from '../../db/values';
import { updateById } from '../../db/updates';

// The one writer of written_report_versions (the publish jobs and what they made) and
// written_report_published_photos.

export interface VersionRow {
  id: number;
  reportId: number;
  version: number;
  step: string;
  percent: number;
  message: string | null;
  snapshotJson: string | null;
  reportFileId: number | null;
  createdBy: number | null;
  createdAt: string;
  publishedAt: string | null;
}

const toVersion = (r: Selectable<WrittenReportVersionsTable>): VersionRow => ({
  id: r.id,
  reportId: r.report_id,
  version: r.version,
  step: r.step,
  percent: r.percent,
  message: r.message,
  snapshotJson: r.snapshot,
  reportFileId: r.report_file_id,
  createdBy: r.created_by,
  createdAt: toIso(r.created_at),
  publishedAt: r.published_at === null ? null : toIso(r.published_at),
});

export async function selectVersions(db: Db, reportId: number): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom('written_report_versions')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map(toVersion);
}

export async function selectVersionById(db: Db, id: number): Promise<VersionRow | undefined> {
  return firstRow(
    db.selectFrom('written_report_versions').selectAll().where('id', '=', id),
    toVersion,
  );
}

/** A new version's job (the unique (report, version) keeps two publishes from taking one number). */
export async function insertVersion(
  db: Db,
  v: { reportId: number; version: number; by: number },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('written_report_versions')
    .values({
      report_id: v.reportId,
      version: v.version,
      step: 'queued',
      percent: 0,
      message: null,
      snapshot: null,
      report_file_id: null,
      created_by: v.by,
      created_at: now,
      published_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setProgress(
  db: Db,
  id: number,
  p: { step: string; percent: number; message?: string | null },
): Promise<void> {
  await updateById(db, 'written_report_versions', id, {
    step: p.step,
    percent: p.percent,
    message: p.message ?? null,
  });
}

export async function finishVersion(
  db: Db,
  id: number,
  done: { snapshotJson: string; reportFileId: number },
  now: string,
): Promise<void> {
  await updateById(db, 'written_report_versions', id, {
    step: 'done',
    percent: 100,
    snapshot: done.snapshotJson,
    report_file_id: done.reportFileId,
    published_at: now,
  });
}

export interface NewPublishedPhoto {
  versionId: number;
  photoId: string;
  width: number;
  height: number;
  data: Buffer;
  web: { data: Buffer; width: number; height: number };
}

export async function insertPublishedPhoto(db: Db, p: NewPublishedPhoto): Promise<void> {
  await db
    .insertInto('written_report_published_photos')
    .values({
      version_id: p.versionId,
      photo_id: p.photoId,
      width: p.width,
      height: p.height,
      data: p.data,
      web_data: p.web.data,
      web_width: p.web.width,
      web_height: p.web.height,
    })
    .execute();
}

/** The full copy, or the web copy (the full one for versions published before web copies). */
export async function selectPublishedPhoto(
  db: Db,
  versionId: number,
  photoId: string,
  copy: 'full' | 'web',
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('written_report_published_photos')
    .select(['data', 'web_data'])
    .where((eb) => eb.and({ version_id: versionId, photo_id: photoId }))
    .executeTakeFirst();
  return copy === 'web' ? (row?.web_data ?? row?.data) : row?.data;
}
