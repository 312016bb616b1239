import type { FastifyReply } from 'fastify';
import { type RealtorOrderView, realtorWaitText } from '../../shared/realtor-access/realtor-access';
import { REPORT_NOT_FOUND } from '../../shared/reports/reports';
import { propertyLine } from '../booking/order-docs';
import { findOrder } from '../booking/orders-list.service';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { HttpError, notFound } from '../errors';
import {
  listPublishedReports,
  reportDownloadWaits,
  sendReportFile,
} from '../reports/reports.service';
import { grantedOrderIds } from './realtor-access.service';

// What a realtor's session sees of its one order, and its report downloads (same gates as the
// customer's: the reports feature decides them).

/** The order's date, address and published reports, each with what it still waits for. */
export async function realtorOrderView(db: Db, orderId: number): Promise<RealtorOrderView> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound(REPORT_NOT_FOUND);
  const [reports, waits] = await Promise.all([
    listPublishedReports(db, order.id),
    reportDownloadWaits(db, order),
  ]);
  return {
    orderId: order.id,
    startsAt: order.slotStart,
    address: propertyLine(order),
    cancelled: order.bookingStatus !== 'active',
    reports: reports.map((r) => ({
      id: r.id,
      filename: r.filename,
      sizeBytes: r.sizeBytes,
      publishedAt: r.publishedAt,
      webVersion: r.webVersion,
      waits,
    })),
  };
}

/**
 * Streams report `reportId` when the session holds a live grant for its order and the order's
 * gates are passed; anyone else's report, or none, is 404 (ids cannot be probed).
 */
export async function sendRealtorReport(
  deps: { db: Db; env: Env },
  reply: FastifyReply,
  sessionId: string | undefined,
  reportId: number,
  now: Date,
): Promise<void> {
  const orderIds = sessionId ? await grantedOrderIds(deps.db, sessionId, now) : [];
  for (const orderId of orderIds) {
    const published = await listPublishedReports(deps.db, orderId);
    if (!published.some((r) => r.id === reportId)) continue;
    const order = await findOrder(deps.db, orderId);
    if (!order) break;
    const waits = await reportDownloadWaits(deps.db, order);
    if (waits.length > 0) throw new HttpError(403, realtorWaitText(waits), { waits });
    if (await sendReportFile(deps.db, deps.env, reply, orderId, reportId)) return;
    break;
  }
  throw notFound(REPORT_NOT_FOUND);
}
