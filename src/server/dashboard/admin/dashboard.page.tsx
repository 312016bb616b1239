import type { ReactNode } from 'react';
import {
  type DashboardFigures,
  PERIOD_FIGURE_LABELS,
  type PeriodFigures,
} from '../../../shared/dashboard/dashboard-figures';
import type { DashboardRange } from '../../../shared/dashboard/dashboard-range';
import { formatCents } from '../../../shared/money';
import type { AdminContext } from '../../admin/ui/admin-page';
import { AdminSection } from '../../admin/ui/form-layout';
import { AdminTable } from '../../admin/ui/table';
import type { DashboardCsv } from '../dashboard-csv';
import { DASHBOARD_SCRIPT_PATH, UPLOT_CSS_PATH, UPLOT_SCRIPT_PATH } from './dashboard-chart-script';

// The dashboard's view: the range form, charts (drawn by the page's script) and every figure as
// a table with its CSV download.

export interface RangeInput {
  from: string;
  to: string;
  by: string;
}

export interface RangeError {
  field: 'from' | 'to' | 'by';
  message: string;
}

const FIELD_LABELS = { from: 'First day', to: 'Last day', by: 'Show by' } as const;

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
const days = (d: number | null) => (d === null ? '—' : String(d));

function DateInput({
  name,
  input,
  error,
}: {
  name: 'from' | 'to';
  input: RangeInput;
  error?: RangeError;
}) {
  const invalid = error?.field === name;
  return (
    <div className="col-6 col-md-3">
      <label htmlFor={`f-${name}`} className="form-label">
        {FIELD_LABELS[name]}
      </label>
      <input
        id={`f-${name}`}
        name={name}
        type="date"
        required
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        defaultValue={input[name]}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `f-${name}-error` : undefined}
      />
      {invalid && (
        <div id={`f-${name}-error`} className="invalid-feedback">
          {error.message}
        </div>
      )}
    </div>
  );
}

export function RangeForm({
  ctx,
  input,
  error,
}: {
  ctx: AdminContext;
  input: RangeInput;
  error?: RangeError;
}) {
  return (
    <form
      method="get"
      action={ctx.path}
      className="row g-2 align-items-end mb-3"
      aria-label="Range"
    >
      <DateInput name="from" input={input} error={error} />
      <DateInput name="to" input={input} error={error} />
      <div className="col-6 col-md-3">
        <label htmlFor="f-by" className="form-label">
          {FIELD_LABELS.by}
        </label>
        <select id="f-by" name="by" className="form-select" defaultValue={input.by}>
          <option value="week">Weeks</option>
          <option value="month">Months</option>
        </select>
      </div>
      <div className="col-6 col-md-3">
        <button type="submit" className="btn btn-primary">
          Show
        </button>
      </div>
    </form>
  );
}

export function RangeRefused({ error }: { error: RangeError }) {
  return (
    <div className="alert alert-danger" role="alert">
      {FIELD_LABELS[error.field]}: {error.message}
    </div>
  );
}

function Chart({ id, title }: { id: string; title: string }) {
  return (
    <figure className="col-12 col-lg-6 mb-3">
      <figcaption className="fw-semibold small">{title}</figcaption>
      {/* A picture of the table below it: the table is what assistive technology reads. */}
      <div id={id} role="img" aria-label={`${title}: the figures are in the tables below.`} />
    </figure>
  );
}

function CsvLink({
  ctx,
  range,
  which,
  children,
}: {
  ctx: AdminContext;
  range: DashboardRange;
  which: DashboardCsv;
  children: ReactNode;
}) {
  return (
    <p>
      <a
        className="btn btn-outline-secondary btn-sm"
        href={ctx.link({ ...range, csv: which })}
        download
      >
        {children}
      </a>
    </p>
  );
}

function periodCells(p: PeriodFigures) {
  return [
    p.bookings,
    money(p.revenueBookedCents),
    money(p.collectedCents),
    p.cancellations,
    money(p.cancellationFeesCents),
    money(p.averageOrderCents),
    days(p.averageDaysToInspection),
  ];
}

const PERIOD_HEADERS = [...PERIOD_FIGURE_LABELS, 'Days to inspection'];

/** The figures as JSON for the chart script; `<` escaped so no text can end the script element. */
const chartData = (f: DashboardFigures) =>
  JSON.stringify({ periods: f.periods, services: f.services }).replace(/</g, '\\u003c');

export function DashboardView({
  ctx,
  range,
  figures,
}: {
  ctx: AdminContext;
  range: DashboardRange;
  figures: DashboardFigures;
}) {
  const step = range.by === 'week' ? 'week' : 'month';
  return (
    <>
      <link rel="stylesheet" href={UPLOT_CSS_PATH} />
      <p className="text-body-secondary small">
        A booking counts in the {step} it was made (business time zone). Revenue booked: the totals
        of bookings not cancelled, paid or not. Collected: captured less refunded.
      </p>
      <div className="row">
        <Chart id="chart-bookings" title={`Bookings per ${step}`} />
        <Chart id="chart-revenue" title={`Revenue booked per ${step} (dollars)`} />
        <Chart id="chart-services" title="Services mix (bookings not cancelled)" />
      </div>
      <AdminSection headingId="dash-periods" title={`Per ${step}`} className="mb-4">
        <AdminTable
          focusable
          caption={`Figures per ${step}`}
          headers={[step === 'week' ? 'Week of' : 'Month', ...PERIOD_HEADERS]}
        >
          {[...figures.periods, figures.total].map((p) => (
            <tr
              key={p === figures.total ? 'total' : p.start}
              className={p === figures.total ? 'fw-semibold' : undefined}
            >
              <th scope="row" className="text-nowrap">
                {p === figures.total ? 'Whole range' : p.label.replace(/^Week of /, '')}
              </th>
              {periodCells(p).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </AdminTable>
        <CsvLink ctx={ctx} range={range} which="periods">
          Download the {step}s as CSV
        </CsvLink>
      </AdminSection>
      <AdminSection headingId="dash-services" title="Services mix" className="mb-4">
        <AdminTable
          caption="Services mix"
          headers={['Service', 'Bookings']}
          empty="No bookings in this range."
        >
          {figures.services.map((s) => (
            <tr key={s.name}>
              <td>{s.name}</td>
              <td>{s.count}</td>
            </tr>
          ))}
        </AdminTable>
        <CsvLink ctx={ctx} range={range} which="services">
          Download the services mix as CSV
        </CsvLink>
      </AdminSection>
      <AdminSection headingId="dash-agents" title="Top agents" className="mb-4">
        <AdminTable
          caption="Top agents"
          headers={['Agent', 'Inspections', 'Revenue booked']}
          empty="No agent named in this range."
        >
          {figures.topAgents.map((a) => (
            <tr key={a.id} data-agent={a.id}>
              <td>
                <a href={`/cms-admin/manage-agents.php?id=${a.id}`}>{a.name}</a>
              </td>
              <td>{a.inspections}</td>
              <td>{formatCents(a.revenueBookedCents)}</td>
            </tr>
          ))}
        </AdminTable>
        <CsvLink ctx={ctx} range={range} which="agents">
          Download the top agents as CSV
        </CsvLink>
      </AdminSection>
      <script
        type="application/json"
        id="dashboard-data"
        dangerouslySetInnerHTML={{ __html: chartData(figures) }}
      />
      <script src={UPLOT_SCRIPT_PATH} defer />
      <script src={DASHBOARD_SCRIPT_PATH} defer />
    </>
  );
}
