import { z } from 'zod';
import { instant } from '../schema-fields';
import { ITEM_STATUSES, SEVERITIES } from './template';
import { FACT_KEYS, factsSchema } from './report-draft';
import { reinspectionOfSchema } from './reinspections';

// GET web_report.php?order=N: the published report as the portal and the realtor's page show it
// (the latest version; the business may ask for ?version=V). Same gates as the PDF: 403 with
// `waits` while payment or the signature is missing; someone else's order is 404.

export const webPhotoSchema = z.strictObject({
  id: z.string(),
  /** publishedPhotoPath(...): mark-up drawn in, no EXIF. */
  url: z.string(),
  /** The caption (also the image's alternative text; '' when none). */
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The small copy a page shows (its srcset picks the full one on a wide, dense screen); absent
   * in versions published before web copies. */
  web: z
    .strictObject({ url: z.string(), width: z.number().int(), height: z.number().int() })
    .optional(),
});
export type WebPhoto = z.infer<typeof webPhotoSchema>;

export const webFindingSchema = z.strictObject({
  id: z.string(),
  text: z.string(),
  severity: z.enum(SEVERITIES),
  location: z.string(),
  photos: z.array(webPhotoSchema),
  /** The element id of its place in the sections (the summary links to `#${anchor}`). */
  anchor: z.string(),
});
export type WebFinding = z.infer<typeof webFindingSchema>;

export const webItemSchema = z.strictObject({
  key: z.string(),
  title: z.string(),
  status: z.enum(ITEM_STATUSES).nullable(),
  findings: z.array(webFindingSchema),
  /** Photos of the item itself (not of a finding). */
  photos: z.array(webPhotoSchema),
  anchor: z.string(),
});

export const webSectionSchema = z.strictObject({
  key: z.string(),
  title: z.string(),
  items: z.array(webItemSchema),
  anchor: z.string(),
});

/** Summary: the counts by severity, and every Safety and Repair finding (with its section and item). */
export const webSummarySchema = z.strictObject({
  counts: z.record(z.enum(SEVERITIES), z.number().int()),
  findings: z.array(webFindingSchema.extend({ section: z.string(), item: z.string() })),
});

export const webReportSchema = z.strictObject({
  orderId: z.number().int(),
  version: z.number().int(),
  publishedAt: instant,
  /** The PDF of this version (report_file.php / realtor_report.php id). */
  reportFileId: z.number().int().nullable(),
  /** Where this reader downloads that PDF (answered per reader, not kept in the snapshot). */
  pdfUrl: z.string().nullable().optional(),
  business: z.strictObject({
    name: z.string(),
    /** The logo's URL ('' when none). */
    logoUrl: z.string(),
    licences: z.array(z.string()),
    phone: z.string(),
    email: z.string(),
  }),
  property: z.strictObject({ address: z.string(), inspectionAt: instant }),
  client: z.string(),
  inspector: z.string().nullable(),
  facts: factsSchema,
  summary: webSummarySchema,
  sections: z.array(webSectionSchema),
  /** A reinspection's report: the order whose report it checks and the request (decision 066). */
  reinspectionOf: reinspectionOfSchema.nullable().optional(),
});
export type WebReport = z.infer<typeof webReportSchema>;
export type WebSection = z.infer<typeof webSectionSchema>;
export type WebItem = z.infer<typeof webItemSchema>;

export { FACT_KEYS };
