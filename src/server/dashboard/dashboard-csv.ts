import {
  type DashboardFigures,
  PERIOD_FIGURE_LABELS,
} from '../../shared/dashboard/dashboard-figures';
import { centsToDecimal } from '../../shared/money';
import { csvLine } from '../booking/admin/orders-csv';

// Each table of the dashboard as a CSV file (the same figures, money as decimals).

export const DASHBOARD_CSV = ['periods', 'services', 'agents'] as const;
export type DashboardCsv = (typeof DASHBOARD_CSV)[number];

const money = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents));

function periodsCsv(f: DashboardFigures): string[][] {
  const header = ['Period', ...PERIOD_FIGURE_LABELS, 'Average days to inspection'];
  const rows = [...f.periods, f.total].map((p) => [
    p === f.total ? p.label : p.start,
    String(p.bookings),
    money(p.revenueBookedCents),
    money(p.collectedCents),
    String(p.cancellations),
    money(p.cancellationFeesCents),
    money(p.averageOrderCents),
    p.averageDaysToInspection === null ? '' : String(p.averageDaysToInspection),
  ]);
  return [header, ...rows];
}

export function dashboardCsv(f: DashboardFigures, which: DashboardCsv): string {
  const table =
    which === 'periods'
      ? periodsCsv(f)
      : which === 'services'
        ? [['Service', 'Bookings'], ...f.services.map((s) => [s.name, String(s.count)])]
        : [
            ['Agent', 'Inspections', 'Revenue booked'],
            ...f.topAgents.map((a) => [a.name, String(a.inspections), money(a.revenueBookedCents)]),
          ];
  return `${table.map(csvLine).join('\r\n')}\r\n`;
}
