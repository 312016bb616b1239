import { z } from 'zod';
import { instant, rowId } from '../schema-fields';

// Inspection reports as the customer's pages see them, and the rules both sides share.

/** Why a report cannot be downloaded yet (none: it can). */
export const REPORT_WAITS = ['payment', 'agreement'] as const;
export type ReportWait = (typeof REPORT_WAITS)[number];

/** The Advanced settings of report downloads (both gates on by default). */
export interface ReportGates {
  needPayment: boolean;
  needAgreement: boolean;
}

/** Paid, or Authorized (the card is held for the amount): both count as paid for reports. */
export function countsAsPaid(paymentStatus: string): boolean {
  return paymentStatus === 'paid' || paymentStatus === 'authorized';
}

/** What still stands between the customer and the order's reports, in the order to do it. */
export function reportWaits(
  gates: ReportGates,
  order: { paymentStatus: string; agreementSigned: boolean },
): ReportWait[] {
  const waits: ReportWait[] = [];
  if (gates.needAgreement && !order.agreementSigned) waits.push('agreement');
  if (gates.needPayment && !countsAsPaid(order.paymentStatus)) waits.push('payment');
  return waits;
}

/** A report that is not there, or not this viewer's: every report call answers it alike. */
export const REPORT_NOT_FOUND = 'Report not found.';

export const WAIT_MESSAGES: Record<ReportWait, string> = {
  agreement: 'Sign the inspection agreement to download the report.',
  payment: 'Pay for the inspection to download the report.',
};

/** One published report in the customer's list. */
export const reportInfoSchema = z.strictObject({
  id: rowId,
  filename: z.string(),
  sizeBytes: z.number().int(),
  publishedAt: instant.nullable(),
  /** The written report's version this file is the PDF of (null: a PDF uploaded). */
  webVersion: z.number().int().nullable(),
});

/** GET my_reports.php: the customer's published reports by inspection, with what each waits for. */
export const myReportsSchema = z.strictObject({
  orders: z.array(
    z.strictObject({
      orderId: rowId,
      inspectionAt: instant,
      address: z.string(),
      waits: z.array(z.enum(REPORT_WAITS)),
      reports: z.array(reportInfoSchema),
    }),
  ),
});
export type MyReports = z.infer<typeof myReportsSchema>;
export type MyReportsOrder = MyReports['orders'][number];

/** POST report_upload.php's answer to its script (a plain form post is sent to the order page). */
export const reportUploadedSchema = z.strictObject({
  message: z.string(),
  id: rowId,
  filename: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
});

/** e.g. "2.4 MB", "830 KB" */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** GET report_file.php?id=N: the customer's download of a published report. */
export const reportFilePath = (id: number) => `/cms-admin/api/report_file.php?id=${id}`;
