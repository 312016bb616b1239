import { access } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import {
  type MyReports,
  type ReportWait,
  reportWaits,
  WAIT_MESSAGES,
} from '../../shared/reports/reports';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { HttpError, notFound } from '../errors';
import { customerOrders, findCustomerOrder, type Order } from '../booking/customer-orders.service';
import { isAgreementSigned } from '../agreements/agreements.service';
import { getReportSettings } from '../settings/settings.service';
import { findPublishedReports, findReport, type Report, setWebVersion } from './reports.repository';
import { reportBody } from './report-storage';
import { propertyLine } from '../booking/order-docs';
import { REPORT_NOT_FOUND } from '../../shared/reports/reports';

// Inspection reports: uploaded PDFs per order, published to the customer and realtor
// (docs/portal.md, decision 021). Downloads wait for the gates set under Advanced.

export interface ReportInfo {
  id: number;
  filename: string;
  sizeBytes: number;
  publishedAt: string | null;
  /** The written report's version this file is the PDF of (null: a PDF uploaded). */
  webVersion: number | null;
}

/** Why a report cannot be downloaded yet (empty: it can). */
export type { ReportWait };

const toInfo = (r: Report): ReportInfo => ({
  id: r.id,
  filename: r.filename,
  sizeBytes: r.sizeBytes,
  publishedAt: r.publishedAt,
  webVersion: r.webVersion,
});

export async function listPublishedReports(db: Db, orderId: number): Promise<ReportInfo[]> {
  return (await findPublishedReports(db, [orderId])).map(toInfo);
}

export async function reportDownloadWaits(db: Db, order: Order): Promise<ReportWait[]> {
  const gates = await getReportSettings(db);
  const agreementSigned = gates.needAgreement ? await isAgreementSigned(db, order.id) : true;
  return reportWaits(gates, { paymentStatus: order.paymentStatus, agreementSigned });
}

/** Sends the report's bytes as a download; the caller has decided who may have it. */
export async function sendReport(reply: FastifyReply, db: Db, report: Report): Promise<void> {
  // A file that went missing from the directory is our fault (500), not a report that is not there.
  if (report.storageKind === 'directory') await access(report.storagePath ?? '');
  await reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${report.filename}"`)
    .header('content-length', String(report.sizeBytes))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(reportBody(db, report));
}

/** A finished report, published or not (the administrator's copy). */
export async function findReportOfAnyOrder(db: Db, reportId: number): Promise<Report | undefined> {
  const report = await findReport(db, reportId);
  return report?.complete ? report : undefined;
}

/** Streams a published report of the order (Content-Disposition, no-store); false: not found. */
export async function sendReportFile(
  db: Db,
  _env: Env,
  reply: FastifyReply,
  orderId: number,
  reportId: number,
): Promise<boolean> {
  const report = await findReport(db, reportId);
  if (!report || report.orderId !== orderId || !report.complete || !report.publishedAt)
    return false;
  await sendReport(reply, db, report);
  return true;
}

/** GET my_reports.php: the customer's inspections that have published reports. */
export async function myReports(db: Db, userId: number): Promise<MyReports> {
  const orders = await customerOrders(db, userId);
  const reports = await findPublishedReports(
    db,
    orders.map((o) => o.id),
  );
  const withReports = orders.filter((o) => reports.some((r) => r.orderId === o.id));
  return {
    orders: await Promise.all(
      withReports.map(async (order) => ({
        orderId: order.id,
        inspectionAt: order.slotStart,
        address: propertyLine(order),
        waits: await reportDownloadWaits(db, order),
        reports: reports.filter((r) => r.orderId === order.id).map(toInfo),
      })),
    ),
  };
}

/** GET report_file.php: the customer's own published report, once nothing waits (else 403 why). */
export async function sendCustomerReport(
  db: Db,
  env: Env,
  reply: FastifyReply,
  userId: number,
  reportId: number,
): Promise<void> {
  const report = await findReport(db, reportId);
  const order = report && (await findCustomerOrder(db, userId, report.orderId));
  if (!report || !order || !report.publishedAt || !report.complete)
    throw notFound(REPORT_NOT_FOUND);
  const waits = await reportDownloadWaits(db, order);
  if (waits.length > 0)
    throw new HttpError(403, waits.map((w) => WAIT_MESSAGES[w]).join(' '), { waits });
  await sendReportFile(db, env, reply, order.id, report.id);
}

/** Marks a report file as the PDF of the written report's `version`. */
export function markWebVersion(db: Db, reportId: number, version: number): Promise<void> {
  return setWebVersion(db, reportId, version);
}
