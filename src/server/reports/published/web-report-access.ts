import type { FastifyRequest } from 'fastify';
import { REPORT_WRITING_MESSAGES as M } from '../../../shared/reports/report-api';
import { WAIT_MESSAGES } from '../../../shared/reports/reports';
import { findCustomerOrder } from '../../booking/customer-orders.service';
import { findOrder, type Order } from '../../booking/orders-list.service';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../errors';
import { grantedOrderIds } from '../../realtor-access/realtor-access.service';
import { reportDownloadWaits } from '../reports.service';
import { openReportOrder } from '../writing/report-access';

// Who may read a published web report: the business (the booked inspector, administrators: any
// version), the order's customer and a realtor session holding its link (the latest, behind the
// same gates as the PDF). Anyone else: not found.

export type Viewer = 'business' | 'customer' | 'realtor';

async function behindGates<V extends Viewer>(db: Db, order: Order, viewer: V): Promise<V> {
  const waits = await reportDownloadWaits(db, order);
  if (waits.length > 0)
    throw new HttpError(403, waits.map((w) => WAIT_MESSAGES[w]).join(' '), { waits });
  return viewer;
}

export async function webReportViewer(
  db: Db,
  request: FastifyRequest,
  orderId: number,
  now: Date,
): Promise<Viewer> {
  const user = request.user;
  if (user) {
    const business = await openReportOrder(db, user, orderId).catch(() => undefined);
    if (business) return 'business';
    const own = await findCustomerOrder(db, user.id, orderId);
    if (own) return behindGates(db, own, 'customer');
  }
  const sessionId = request.session?.id;
  if (sessionId && (await grantedOrderIds(db, sessionId, now)).includes(orderId)) {
    const order = await findOrder(db, orderId);
    if (order) return behindGates(db, order, 'realtor');
  }
  throw notFound(M.notFound);
}
