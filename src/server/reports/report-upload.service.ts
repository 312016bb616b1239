import type { Readable } from 'node:stream';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../errors';
import { findOrder } from '../booking/orders-list.service';
import { audit } from '../audit/audit.service';
import type { Actor } from '../admin/actor';
import { getReportSettings } from '../settings/settings.service';
import { safeReportFilename } from '../../shared/reports/report-filename';
import {
  deleteReport,
  findAbandonedUploads,
  findOrderReports,
  findReport,
  insertUploadingReport,
  markComplete,
  type Report,
  setStoragePath,
} from './reports.repository';
import {
  NOT_A_PDF,
  removeReportFile,
  reportFilePath,
  type StorageTarget,
  storeReportBody,
} from './report-storage';

// Receiving a report: the bytes stream into storage under a row nobody lists until it is complete;
// any failure removes the row, its parts and its file, so nothing half-saved remains.

/** The largest report accepted (a long report with photos is 20-60 MB). */
export const MAX_REPORT_BYTES = 100 * 1024 * 1024;
/** An upload still unfinished after this long was cut off by a crash or restart. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export type { Report };

export interface UploadInput {
  orderId: number;
  by: Actor;
  filename: string;
  contentType: string;
  body: Readable;
  /** MAX_REPORT_BYTES in the route; tests pass a small limit. */
  maxBytes: number;
}

/** Whether the order exists (checked before the upload's bytes are read). */
export async function requireOrder(db: Db, orderId: number): Promise<void> {
  if (!(await findOrder(db, orderId))) throw notFound('No such order.');
}

export async function uploadReport(db: Db, input: UploadInput): Promise<Report> {
  await requireOrder(db, input.orderId);
  // Browsers name a PDF application/pdf; anything else is refused before a byte is stored.
  if (input.contentType.split(';')[0]?.trim().toLowerCase() !== 'application/pdf')
    throw new HttpError(415, NOT_A_PDF);
  await removeAbandonedUploads(db, input.by.at);
  const { storageDir } = await getReportSettings(db);
  const target: StorageTarget = storageDir
    ? { kind: 'directory', directory: storageDir }
    : { kind: 'database' };
  const id = await insertUploadingReport(
    db,
    {
      orderId: input.orderId,
      filename: safeReportFilename(input.filename),
      contentType: 'application/pdf',
      storageKind: target.kind,
      storagePath: null,
      uploadedBy: input.by.id,
    },
    input.by.at.toISOString(),
  );
  const path = target.kind === 'directory' ? reportFilePath(target.directory, id) : null;
  try {
    if (path) await setStoragePath(db, id, path);
    const stored = await storeReportBody(db, id, target, input.body, input.maxBytes);
    await db.transaction().execute(async (trx) => {
      await markComplete(trx, id, stored);
      await audit(
        trx,
        {
          userId: input.by.id,
          action: 'report-upload',
          entity: 'order',
          entityId: String(input.orderId),
          details: { reportId: id, filename: safeReportFilename(input.filename), ...stored },
        },
        input.by.at,
      );
    });
  } catch (error) {
    await removeReportFile({ storagePath: path });
    await db.transaction().execute((trx) => deleteReport(trx, id));
    throw error;
  }
  const report = await findReport(db, id);
  if (!report) throw new Error(`report ${id} vanished after upload`);
  return report;
}

async function removeAbandonedUploads(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
  for (const report of await findAbandonedUploads(db, before)) {
    await removeReportFile(report);
    await db.transaction().execute((trx) => deleteReport(trx, report.id));
  }
}

/** Every finished upload of the order (the admin's list). */
export function orderReports(db: Db, orderId: number): Promise<Report[]> {
  return findOrderReports(db, orderId);
}
