import {
  type DashboardFigures,
  dashboardFigures,
  type FigureOrder,
} from '../../shared/dashboard/dashboard-figures';
import { type DashboardRange, rangeInstants } from '../../shared/dashboard/dashboard-range';
import { storedPriceLines } from '../../shared/portal/stored-order';
import { agentsOfOrders } from '../agents/agents.service';
import { ordersBookedBetween } from '../booking/figures-orders.service';
import type { Db } from '../db/database';
import { refundedCentsOfOrders } from '../payments/refunds/refunds.service';

// The business at a glance: reads the orders made in the range (booking), their refunds
// (payments) and agents (agents), and counts them with the shared rules.

export async function dashboardOf(
  db: Db,
  range: DashboardRange,
  timeZone: string,
): Promise<DashboardFigures> {
  const { fromIso, toIso } = rangeInstants(range, timeZone);
  const orders = await ordersBookedBetween(db, fromIso, toIso);
  const ids = orders.map((o) => o.id);
  const [refunds, agents] = await Promise.all([
    refundedCentsOfOrders(db, ids),
    agentsOfOrders(db, ids),
  ]);
  const figureOrders: FigureOrder[] = orders.map((o) => {
    const agent = agents.get(o.id);
    return {
      id: o.id,
      createdAt: o.createdAt,
      cancelled: o.bookingStatus === 'cancelled',
      totalCents: o.totalCents,
      capturedCents: o.capturedCents ?? 0,
      refundedCents: refunds.get(o.id) ?? 0,
      cancelFeeCents: o.cancelFeeCents ?? 0,
      inspectionAt: o.slotStart,
      services: storedPriceLines(o.priceLinesJson, { services: true }).map((l) => l.name),
      agent: agent ? { id: agent.id, name: agent.name } : null,
    };
  });
  return dashboardFigures(figureOrders, range, timeZone);
}
