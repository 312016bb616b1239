import type { FastifyRequest } from 'fastify';
import { REPAIR_REQUEST_MESSAGES as M } from '../../../shared/reports/repair-requests';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../errors';
import { type Viewer, webReportViewer } from '../published/web-report-access';
import { type RepairRequestRow, selectRequest } from './repair-requests.repository';

// Who may read or change an order's repair requests: whoever may read its published web report
// (the client, a realtor's session holding the link: read and change; the business: read), behind
// the same gates. Anyone else, and a request of another order: not found.

export type { Viewer };

export async function orderViewer(
  db: Db,
  request: FastifyRequest,
  orderId: number,
  now: Date,
): Promise<Viewer> {
  try {
    return await webReportViewer(db, request, orderId, now);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(M.notFound);
    throw error;
  }
}

export async function requestViewer(
  db: Db,
  request: FastifyRequest,
  requestId: number,
  now: Date,
): Promise<{ row: RepairRequestRow; viewer: Viewer }> {
  const row = await selectRequest(db, requestId);
  if (!row) throw notFound(M.notFound);
  return { row, viewer: await orderViewer(db, request, row.order_id, now) };
}

/** The client's side only: the business reads a request but does not write the buyer's asks. */
export function mustEdit(viewer: Viewer): void {
  if (viewer === 'business')
    throw new HttpError(403, 'Only the client and their realtor change a repair request.');
}

/** The request the client's side is changing, or a refusal: unknown (404), the business (403). */
export async function editableRequest(
  db: Db,
  request: FastifyRequest,
  requestId: number,
  now: Date,
): Promise<RepairRequestRow> {
  const { row, viewer } = await requestViewer(db, request, requestId, now);
  mustEdit(viewer);
  return row;
}
