import {
  dashboardRangeSchema,
  type DashboardRange,
  defaultRange,
} from '../../../shared/dashboard/dashboard-range';
import { type AdminContext, defineAdminPage } from '../../admin/ui/admin-page';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import { DASHBOARD_CSV, type DashboardCsv, dashboardCsv } from '../dashboard-csv';
import { dashboardOf } from '../dashboard.service';
import {
  DashboardView,
  type RangeError,
  RangeForm,
  type RangeInput,
  RangeRefused,
} from './dashboard.page';

/** The range asked for (the last twelve weeks when none), or the first field refused. */
function rangeOf(
  query: Record<string, string>,
  now: Date,
  timeZone: string,
): { input: RangeInput; range?: DashboardRange; error?: RangeError } {
  const fallback = defaultRange(now, timeZone);
  const input = {
    from: query.from ?? fallback.from,
    to: query.to ?? fallback.to,
    by: query.by ?? fallback.by,
  };
  const parsed = dashboardRangeSchema.safeParse(input);
  if (parsed.success) return { input, range: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  return {
    input,
    error: {
      field: field === 'from' || field === 'by' ? field : 'to',
      message: issue?.message ?? 'Check the range.',
    },
  };
}

function sendCsv(ctx: AdminContext, range: DashboardRange, csv: string, which: DashboardCsv) {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  ctx.reply
    .header(
      'content-disposition',
      `attachment; filename="dashboard-${which}-${range.from}-${range.to}.csv"`,
    )
    .type('text/csv; charset=utf-8')
    .send(`\uFEFF${csv}`);
}

/** Dashboard: the business at a glance over a chosen range, per week or month. */
export const dashboardAdminPage = defineAdminPage({
  name: 'dashboard',
  title: 'Dashboard',
  async view(ctx) {
    const timeZone = await siteTimeZone(ctx);
    const { input, range, error } = rangeOf(ctx.query, ctx.now, timeZone);
    if (!range) {
      ctx.reply.code(400);
      return (
        <>
          <RangeRefused error={error!} />
          <RangeForm ctx={ctx} input={input} error={error} />
        </>
      );
    }
    const figures = await dashboardOf(ctx.db, range, timeZone);
    const csv = DASHBOARD_CSV.find((c) => c === ctx.query.csv);
    if (csv) {
      sendCsv(ctx, range, dashboardCsv(figures, csv), csv);
      return null;
    }
    return (
      <>
        <RangeForm ctx={ctx} input={input} />
        <DashboardView ctx={ctx} range={range} figures={figures} />
      </>
    );
  },
});
