import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { Order } from '../booking/customer-orders.service';

// Inspection reports: uploaded PDFs per order, published to the customer and realtor (being built).

export interface ReportInfo {
  id: number;
  filename: string;
  sizeBytes: number;
  publishedAt: string | null;
}

/** Why a report cannot be downloaded yet (empty: it can). */
export type ReportWait = 'payment' | 'agreement';

export async function listPublishedReports(_db: Db, _orderId: number): Promise<ReportInfo[]> {
  return [];
}

export async function reportDownloadWaits(_db: Db, _order: Order): Promise<ReportWait[]> {
  return ['payment', 'agreement'];
}

/** Streams a published report of the order (Content-Disposition, no-store); false: not found. */
export async function sendReportFile(
  _db: Db,
  _env: Env,
  _reply: FastifyReply,
  _orderId: number,
  _reportId: number,
): Promise<boolean> {
  return false;
}
