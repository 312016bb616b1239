import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type {
  Database,
  WrittenReportFindingsTable,
  WrittenReportPhotosTable,
} from '../../db/schema';
import { firstRow } from '../../db/first-row';
import { touchedAny } from '../../db/row-counts';

// The one writer of written_report_findings and written_report_photos (keyed by the device's UUID).

/** Where a finding or a photo was made: written once, when its row is inserted. */
const placeOf = (
  reportId: number,
  e: { id: string; sectionKey: string; itemKey: string; createdAt: string },
) => ({
  report_id: reportId,
  id: e.id,
  section_key: e.sectionKey,
  item_key: e.itemKey,
  created_at: e.createdAt,
});

/** When each field of an entry was last set, and its removal: merged alike for both kinds. */
const stampsOf = (e: { fieldTimesJson: string; removedAt: string | null }) => ({
  field_times: e.fieldTimesJson,
  removed_at: e.removedAt,
});

type EntryTable = 'written_report_findings' | 'written_report_photos';
type Entry = Parameters<typeof placeOf>[1] & Parameters<typeof stampsOf>[0];

/**
 * Writes an entry a device sent, alike for both kinds: a new one is inserted where it was made,
 * with `firstValues` (columns only a new row sets); a known one has its fields and stamps set.
 */
async function saveEntry<T extends EntryTable>(
  db: Db,
  table: T,
  reportId: number,
  e: Entry,
  isNew: boolean,
  fields: Updateable<Database[T]>,
  firstValues: Partial<Insertable<Database[T]>> = {},
): Promise<void> {
  // Kysely cannot check columns against a table its type parameter names; the parameters do.
  const entries = db as unknown as Kysely<Record<EntryTable, Record<string, unknown>>>;
  const name: EntryTable = table;
  const values: Record<string, unknown> = { ...fields, ...stampsOf(e) };
  if (isNew)
    await entries
      .insertInto(name)
      .values({ ...placeOf(reportId, e), ...firstValues, ...values })
      .execute();
  else
    await entries
      .updateTable(name)
      .set(values)
      .where((eb) => eb.and({ report_id: reportId, id: e.id }))
      .execute();
}

export interface FindingRow {
  id: string;
  sectionKey: string;
  itemKey: string;
  commentKey: string | null;
  text: string;
  severity: string;
  location: string;
  fieldTimesJson: string;
  createdAt: string;
  removedAt: string | null;
}

const toFinding = (r: Selectable<WrittenReportFindingsTable>): FindingRow => ({
  id: r.id,
  sectionKey: r.section_key,
  itemKey: r.item_key,
  commentKey: r.comment_key,
  text: r.text,
  severity: r.severity,
  location: r.location,
  fieldTimesJson: r.field_times,
  createdAt: r.created_at,
  removedAt: r.removed_at,
});

/** One report's findings: every read below narrows this. */
const findingsOf = (db: Db, reportId: number) =>
  db.selectFrom('written_report_findings').selectAll().where('report_id', '=', reportId);

export async function selectFinding(
  db: Db,
  reportId: number,
  id: string,
): Promise<FindingRow | undefined> {
  return firstRow(findingsOf(db, reportId).where('id', '=', id), toFinding);
}

/** The findings not removed, in the order the devices made them. */
export async function selectFindings(db: Db, reportId: number): Promise<FindingRow[]> {
  const live = findingsOf(db, reportId).where('removed_at', 'is', null);
  return (await live.orderBy('created_at').orderBy('id').execute()).map(toFinding);
}

export async function saveFinding(
  db: Db,
  reportId: number,
  f: FindingRow,
  isNew: boolean,
): Promise<void> {
  await saveEntry(db, 'written_report_findings', reportId, f, isNew, {
    comment_key: f.commentKey,
    text: f.text,
    severity: f.severity,
    location: f.location,
  });
}

// Photos -----------------------------------------------------------------------------------

export interface PhotoRow {
  id: string;
  sectionKey: string;
  itemKey: string;
  findingId: string | null;
  caption: string;
  markupJson: string;
  fieldTimesJson: string;
  createdAt: string;
  removedAt: string | null;
  width: number;
  height: number;
  sizeBytes: number;
  uploaded: boolean;
}

const photoColumns = [
  'id',
  'section_key',
  'item_key',
  'finding_id',
  'caption',
  'markup',
  'field_times',
  'created_at',
  'removed_at',
  'width',
  'height',
  'size_bytes',
  'uploaded_at',
] as const;

const toPhoto = (
  r: Omit<Selectable<WrittenReportPhotosTable>, 'report_id' | 'data'>,
): PhotoRow => ({
  id: r.id,
  sectionKey: r.section_key,
  itemKey: r.item_key,
  findingId: r.finding_id,
  caption: r.caption,
  markupJson: r.markup,
  fieldTimesJson: r.field_times,
  createdAt: r.created_at,
  removedAt: r.removed_at,
  width: r.width,
  height: r.height,
  sizeBytes: r.size_bytes,
  uploaded: r.uploaded_at !== null,
});

/** One report's photos: every read below narrows this (the metadata, or the file alone). */
const photosOf = (db: Db, reportId: number) =>
  db.selectFrom('written_report_photos').where('report_id', '=', reportId);

export async function selectPhoto(
  db: Db,
  reportId: number,
  id: string,
): Promise<PhotoRow | undefined> {
  return firstRow(photosOf(db, reportId).select(photoColumns).where('id', '=', id), toPhoto);
}

/** The photos not removed (metadata only), in the order taken. */
export async function selectPhotos(db: Db, reportId: number): Promise<PhotoRow[]> {
  const live = photosOf(db, reportId).select(photoColumns).where('removed_at', 'is', null);
  return (await live.orderBy('created_at').orderBy('id').execute()).map(toPhoto);
}

export async function savePhotoMeta(
  db: Db,
  reportId: number,
  p: PhotoRow,
  isNew: boolean,
): Promise<void> {
  await saveEntry(
    db,
    'written_report_photos',
    reportId,
    p,
    isNew,
    { finding_id: p.findingId, caption: p.caption, markup: p.markupJson },
    // The file comes in its own request (setPhotoFile); until then the row holds none.
    { width: 0, height: 0, size_bytes: 0, data: null, uploaded_at: null },
  );
}

/** Stores the cleaned file of a photo whose metadata row exists; false when it already had one. */
export async function setPhotoFile(
  db: Db,
  reportId: number,
  id: string,
  file: { data: Buffer; width: number; height: number },
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('written_report_photos')
      .set({
        data: file.data,
        width: file.width,
        height: file.height,
        size_bytes: file.data.length,
        uploaded_at: now,
      })
      .where((eb) => eb.and({ report_id: reportId, id, uploaded_at: null })),
  );
}

export async function selectPhotoData(
  db: Db,
  reportId: number,
  id: string,
): Promise<Uint8Array | undefined> {
  const row = await photosOf(db, reportId)
    .select('data')
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row?.data ?? undefined;
}
