import { REPORT_WRITING_MESSAGES as M } from '../../../shared/reports/report-api';
import { type Markup, markupSchema, type Photo } from '../../../shared/reports/report-draft';
import type { PhotoAnswer, PhotoUploadFields } from '../../../shared/reports/report-photos';
import type { Order } from '../../booking/orders-list.service';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import { mergePhotoFields, newPhotoRow } from './entry-fields';
import { parseTimes } from './merge';
import { cleanPhoto } from './photo-processing';
import { holdReport, touchReport } from './drafts.repository';
import {
  type PhotoRow,
  savePhotoMeta,
  selectPhoto,
  selectPhotoData,
  setPhotoFile,
} from './draft-entries.repository';
import { findReport, itemKeysOf, startReport, templateOf } from './drafts.service';

// POST report_photo.php: one photo of the draft, cleaned before it is kept (photo-processing.ts).

function markupOf(text: string | undefined): Markup | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    const parsed = markupSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // answered below
  }
  throw badRequest('The mark-up is not valid: a list of arrows and circles.');
}

export function photoOf(row: PhotoRow): Photo {
  let markup: Markup;
  try {
    markup = markupSchema.parse(JSON.parse(row.markupJson));
  } catch {
    markup = [];
  }
  return {
    id: row.id,
    sectionKey: row.sectionKey,
    itemKey: row.itemKey,
    findingId: row.findingId,
    caption: row.caption,
    markup,
    uploaded: row.uploaded,
    width: row.width,
    height: row.height,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt,
    fieldTimes: parseTimes(row.fieldTimesJson),
  };
}

export async function storePhoto(
  db: Db,
  order: Order,
  fields: PhotoUploadFields,
  file: Buffer,
  now: Date,
): Promise<PhotoAnswer> {
  const markup = markupOf(fields.markup);
  const report = await startReport(db, order, undefined, now);
  const template = await templateOf(db, report);
  const known = await selectPhoto(db, report.id, fields.photo_id);
  if (known?.removedAt) throw conflict(M.removed);
  if (known?.uploaded) return { photo: photoOf(known), duplicate: true };
  if (!known && !itemKeysOf(template.document).has(`${fields.section_key}/${fields.item_key}`))
    throw badRequest(M.unknownItem);
  const clean = await cleanPhoto(file);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await holdReport(trx, report.id);
    const inDb = await selectPhoto(trx, report.id, fields.photo_id);
    const current =
      inDb ?? newPhotoRow(fields.photo_id, fields.section_key, fields.item_key, fields.at);
    const { row } = mergePhotoFields(
      current,
      {
        caption: fields.caption,
        markup,
        findingId: fields.finding_id === undefined ? undefined : fields.finding_id || null,
      },
      fields.at,
    );
    await savePhotoMeta(trx, report.id, row, !inDb);
    await setPhotoFile(trx, report.id, fields.photo_id, clean, at);
    await touchReport(trx, report.id, at);
  });
  const stored = await selectPhoto(db, report.id, fields.photo_id);
  if (!stored) throw new Error('the photo was not stored');
  return { photo: photoOf(stored), duplicate: false };
}

/** The stored JPEG of a draft photo. */
export async function draftPhotoBytes(db: Db, orderId: number, photoId: string): Promise<Buffer> {
  const report = await findReport(db, orderId);
  const data = report && (await selectPhotoData(db, report.id, photoId));
  if (!data) throw notFound(M.notFound);
  return Buffer.from(data);
}
