import { DateTime } from 'luxon';
import { type DashboardRange, periodLabel, periodStart, periodsOf } from './dashboard-range';

// The business at a glance, from the orders made in a range. Pure: the server reads the orders,
// this counts them, so a test can compute each figure from the orders table on its own.
//
// Definitions (one place, the agents list uses the same):
// - a booking counts in the period it was made (business time zone), cancelled later or not;
// - revenue booked: the totals of the bookings not cancelled, paid or not;
// - collected: captured less refunded, of the bookings made in the period;
// - cancellations and their fees: bookings made in the period that are now cancelled;
// - average order value: revenue booked over the bookings not cancelled;
// - days to inspection: from the booking's day to the inspection's day, bookings not cancelled.

export interface FigureOrder {
  id: number;
  createdAt: string;
  cancelled: boolean;
  totalCents: number;
  capturedCents: number;
  refundedCents: number;
  cancelFeeCents: number;
  /** The inspection's start (ISO). */
  inspectionAt: string;
  /** The names of the services booked (no discount line). */
  services: string[];
  agent: { id: number; name: string } | null;
}

export interface PeriodFigures {
  /** The period's first day (YYYY-MM-DD) and its words. */
  start: string;
  label: string;
  bookings: number;
  revenueBookedCents: number;
  collectedCents: number;
  cancellations: number;
  cancellationFeesCents: number;
  /** Null when nothing was booked and kept. */
  averageOrderCents: number | null;
  averageDaysToInspection: number | null;
}

/** A period's column labels up to the days to inspection, alike in the table and its CSV. */
export const PERIOD_FIGURE_LABELS = [
  'Bookings',
  'Revenue booked',
  'Collected',
  'Cancellations',
  'Cancellation fees',
  'Average order value',
] as const;

export interface AgentFigures {
  id: number;
  name: string;
  /** Bookings naming the agent, not cancelled. */
  inspections: number;
  revenueBookedCents: number;
}

export interface DashboardFigures {
  periods: PeriodFigures[];
  total: PeriodFigures;
  /** Each service's count among the bookings not cancelled, most first. */
  services: { name: string; count: number }[];
  /** Agents by inspections, then revenue; at most TOP_AGENTS. */
  topAgents: AgentFigures[];
}

export const TOP_AGENTS = 10;

/** Revenue booked: the totals of the orders not cancelled. */
export const revenueBooked = (orders: readonly Pick<FigureOrder, 'cancelled' | 'totalCents'>[]) =>
  orders.filter((o) => !o.cancelled).reduce((sum, o) => sum + o.totalCents, 0);

const sum = (orders: readonly FigureOrder[], cents: (o: FigureOrder) => number) =>
  orders.reduce((total, o) => total + cents(o), 0);

function daysToInspection(o: FigureOrder, timeZone: string): number {
  const day = (iso: string) => DateTime.fromISO(iso, { zone: timeZone }).startOf('day');
  return Math.round(day(o.inspectionAt).diff(day(o.createdAt), 'days').days);
}

function figuresOf(
  start: string,
  label: string,
  orders: readonly FigureOrder[],
  timeZone: string,
): PeriodFigures {
  const kept = orders.filter((o) => !o.cancelled);
  const cancelled = orders.filter((o) => o.cancelled);
  const revenue = revenueBooked(orders);
  const days = sum(kept, (o) => daysToInspection(o, timeZone));
  return {
    start,
    label,
    bookings: orders.length,
    revenueBookedCents: revenue,
    collectedCents: sum(orders, (o) => o.capturedCents - o.refundedCents),
    cancellations: cancelled.length,
    cancellationFeesCents: sum(cancelled, (o) => o.cancelFeeCents),
    averageOrderCents: kept.length === 0 ? null : Math.round(revenue / kept.length),
    averageDaysToInspection: kept.length === 0 ? null : Math.round((days / kept.length) * 10) / 10,
  };
}

/** The agents of these orders with their inspections and revenue booked, most first. */
export function agentFigures(orders: readonly FigureOrder[]): AgentFigures[] {
  const byAgent = new Map<number, AgentFigures>();
  for (const o of orders) {
    if (!o.agent || o.cancelled) continue;
    const a = byAgent.get(o.agent.id) ?? { ...o.agent, inspections: 0, revenueBookedCents: 0 };
    a.inspections += 1;
    a.revenueBookedCents += o.totalCents;
    byAgent.set(o.agent.id, a);
  }
  return [...byAgent.values()].sort(
    (a, b) =>
      b.inspections - a.inspections ||
      b.revenueBookedCents - a.revenueBookedCents ||
      a.name.localeCompare(b.name),
  );
}

/** Every figure of the dashboard for orders made in the range (the caller reads only those). */
export function dashboardFigures(
  orders: readonly FigureOrder[],
  range: DashboardRange,
  timeZone: string,
): DashboardFigures {
  const byPeriod = new Map<string, FigureOrder[]>(periodsOf(range).map((p) => [p, []]));
  for (const o of orders) byPeriod.get(periodStart(o.createdAt, range.by, timeZone))?.push(o);
  const periods = [...byPeriod].map(([start, list]) =>
    figuresOf(start, periodLabel(start, range.by), list, timeZone),
  );
  const services = new Map<string, number>();
  for (const o of orders)
    if (!o.cancelled) for (const s of o.services) services.set(s, (services.get(s) ?? 0) + 1);
  return {
    periods,
    total: figuresOf(range.from, 'Whole range', orders, timeZone),
    services: [...services]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    topAgents: agentFigures(orders).slice(0, TOP_AGENTS),
  };
}
