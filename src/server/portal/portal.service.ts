import { INSPECTION_NOT_FOUND, type InspectionDetail } from '../../shared/portal/inspection-view';
import { sortInspections } from '../../shared/portal/inspection-status';
import {
  inspectionDetail,
  inspectionSummary,
  type StoredOrder,
} from '../../shared/portal/stored-order';
import { customerOrders, findCustomerOrder, type Order } from '../booking/customer-orders.service';
import type { Db } from '../db/database';
import { notFound } from '../errors';
import { refundsOfOrder } from '../payments/refunds/cancellation-money.service';
import { cancellationSummary } from '../../shared/portal/order-changes';

// My inspections: the signed-in customer's orders, read through booking (which owns them).

const stored = (order: Order): StoredOrder => ({ ...order, start: order.slotStart });

/** The customer's orders as /user/inspections lists them (sortInspections's order). */
export async function myInspections(db: Db, userId: number, now: Date) {
  const orders = await customerOrders(db, userId);
  return sortInspections(
    orders.map((o) => inspectionSummary(stored(o), now)),
    now,
  );
}

/** One of the customer's own orders; anyone else's is simply not found (404). */
export async function myInspection(
  db: Db,
  userId: number,
  orderId: number,
  now: Date,
): Promise<InspectionDetail> {
  const order = await findCustomerOrder(db, userId, orderId);
  if (!order) throw notFound(INSPECTION_NOT_FOUND);
  const cancellation =
    order.bookingStatus === 'cancelled'
      ? cancellationSummary(order, await refundsOfOrder({ db }, order.id))
      : null;
  return {
    ...inspectionDetail(stored(order), now),
    fullDay: order.slotFullDay,
    slotId: order.slotId,
    rescheduledAt: order.rescheduledAt,
    proposedAt: order.proposedAt,
    proposalExpiresAt: order.proposalExpiresAt,
    proposalLapsedAt: order.proposalLapsedAt,
    cancellation,
  };
}
