import { REPORT_WRITING_MESSAGES } from '../../../shared/reports/report-api';
import { INSPECTOR_ROLE } from '../../../shared/auth/roles';
import { isAdministrator } from '../../auth/guards';
import { findOrder, type Order } from '../../booking/orders-list.service';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { activeInspectorOfUser } from '../../inspectors/inspectors.service';
import type { User } from '../../users/users.service';

// Who may write an order's report: the inspector booked on it (the order's slot is theirs) and
// administrators. Anyone else gets the same not-found as an order that does not exist.

export interface ReportWriter {
  user: User;
  /** The order whose report this is. */
  order: Order;
}

export async function openReportOrder(db: Db, user: User, orderId: number): Promise<ReportWriter> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound(REPORT_WRITING_MESSAGES.notFound);
  if (isAdministrator(user)) return { user, order };
  if (user.roles.includes(INSPECTOR_ROLE) && order.slotInspectorId !== null) {
    const inspector = await activeInspectorOfUser(db, user.id);
    if (inspector?.id === order.slotInspectorId) return { user, order };
  }
  throw notFound(REPORT_WRITING_MESSAGES.notFound);
}
