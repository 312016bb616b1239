import { choiceList } from '../choice-list';
import { z } from 'zod';
import { rowId } from '../schema-fields';
import { SEVERITIES } from './template';
import { isoTime } from './report-draft';

// Publishing the written report: what is incomplete, the job that makes the web report and the
// PDF (answered at once, progress readable), and the versions published.

/** GET report_publish_check.php?order=N */
export const publishCheckSchema = z.strictObject({
  /** Items without a status, in template order. */
  itemsWithoutStatus: z.array(
    z.strictObject({
      sectionKey: z.string(),
      itemKey: z.string(),
      title: z.string(),
      section: z.string(),
    }),
  ),
  /** Findings of a severity the business wants a photo for, that have none. */
  findingsWithoutPhoto: z.array(
    z.strictObject({
      findingId: z.string(),
      sectionKey: z.string(),
      itemKey: z.string(),
      text: z.string(),
      severity: z.enum(SEVERITIES),
    }),
  ),
  /** Photos whose file has not arrived yet (they would be left out). */
  photosWaiting: z.number().int(),
  /** The version publishing now would make. */
  nextVersion: z.number().int().positive(),
  /** Nothing incomplete: publishing needs no confirmation. */
  complete: z.boolean(),
});
export type PublishCheck = z.infer<typeof publishCheckSchema>;

/** POST report_publish.php. `confirm` must be true when the check is not complete. */
export const publishRequestSchema = z.strictObject({
  orderId: z.number().int().positive().max(2_147_483_647),
  confirm: z.boolean().default(false),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const { values: PUBLISH_STEPS, labels: PUBLISH_STEP_LABELS } = choiceList({
  queued: 'Waiting to start',
  photos: 'Preparing photos',
  pdf: 'Making the PDF',
  publishing: 'Publishing',
  done: 'Published',
  failed: 'Publishing failed',
});
export type PublishStep = (typeof PUBLISH_STEPS)[number];

/** 202 from report_publish.php, and GET report_publish_job.php?job=N. */
export const publishJobSchema = z.strictObject({
  jobId: rowId,
  orderId: rowId,
  version: z.number().int(),
  step: z.enum(PUBLISH_STEPS),
  /** 0..100 */
  percent: z.number().int().min(0).max(100),
  /** Failed: why, in words. */
  message: z.string().nullable(),
  /** Done: the order's report file (the PDF, as report_file.php serves it). */
  reportFileId: rowId.nullable(),
});
export type PublishJob = z.infer<typeof publishJobSchema>;

/** One published version. */
export const reportVersionSchema = z.strictObject({
  version: z.number().int(),
  publishedAt: isoTime.nullable(),
  publishedBy: z.string().nullable(),
  step: z.enum(PUBLISH_STEPS),
  reportFileId: rowId.nullable(),
  /** What customers see (the latest published). */
  current: z.boolean(),
});
/** GET report_versions.php?order=N (the inspector and administrators), latest first. */
export const reportVersionsSchema = z.strictObject({ versions: z.array(reportVersionSchema) });
export type ReportVersions = z.infer<typeof reportVersionsSchema>;
