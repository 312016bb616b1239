import { formatCents } from '../../../shared/money';
import { PROGRESS_LABELS } from '../../../shared/reports/report-draft';
import { formatDate, formatTime } from '../../../shared/time';
import type { BookingStatus, OrderPaymentStatus } from '../../db/schema';
import type { Order, OrderFilters } from '../orders-list.service';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminTable, formatWhen, WIDE_ONLY, wide } from '../../admin/ui/table';
import { Pager, type Paging } from '../../admin/ui/pager';
import { SelectField, SubmitButton, TextField } from '../../admin/ui/form-fields';

export const ORDERS_PAGE_SIZE = 25;

export const BOOKING_LABELS: Record<BookingStatus, string> = {
  requested: 'Requested',
  active: 'Active',
  cancelled: 'Cancelled',
};

export const PAYMENT_LABELS: Record<OrderPaymentStatus, string> = {
  pending: 'Pay later',
  authorized: 'Authorized, not captured',
  paid: 'Paid',
  voided: 'Voided',
};

const PAYMENT_BADGES: Record<OrderPaymentStatus, string> = {
  pending: 'text-bg-light border',
  authorized: 'text-bg-warning',
  paid: 'text-bg-success',
  voided: 'text-bg-secondary',
};

export function PaymentBadge({ status }: { status: OrderPaymentStatus }) {
  return <span className={`badge ${PAYMENT_BADGES[status]}`}>{PAYMENT_LABELS[status]}</span>;
}

const BOOKING_BADGES: Record<BookingStatus, string> = {
  requested: 'text-bg-info',
  active: 'text-bg-primary',
  cancelled: 'text-bg-danger',
};

export function BookingBadge({ status }: { status: BookingStatus }) {
  return <span className={`badge ${BOOKING_BADGES[status]}`}>{BOOKING_LABELS[status]}</span>;
}

export const inspectionWhen = (iso: string, tz: string) =>
  `${formatDate(iso, tz)} at ${formatTime(iso, tz)}`;

/** The list's filters as query values (empty ones left out), for links that keep them. */
export function filterQuery(f: OrderFilters): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.when) q.when = f.when;
  if (f.status) q.status = f.status;
  if (f.payment) q.payment = f.payment;
  if (f.search) q.q = f.search;
  if (f.report) q.report = f.report;
  return q;
}

/** A filter's choices: any (''), then each status by its label. */
const anyOr = (labels: Record<string, string>, any = 'Any') => [
  { value: '', label: any },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** The list's choice filters, in their row before the search box. */
const CHOICE_FILTERS = [
  {
    name: 'when',
    label: 'Inspection date',
    options: anyOr({ upcoming: 'Upcoming', past: 'Past' }, 'Any date'),
  },
  { name: 'status', label: 'Booking status', options: anyOr(BOOKING_LABELS) },
  { name: 'payment', label: 'Payment status', options: anyOr(PAYMENT_LABELS) },
  { name: 'report', label: 'Report', options: anyOr(PROGRESS_LABELS) },
] as const;

/** A GET form: filters belong in the address (bookmarkable), and carry no token. */
function Filters({ ctx, filters }: { ctx: AdminViewContext; filters: OrderFilters }) {
  return (
    <form method="get" action={ctx.path} aria-label="Filter orders" className="mb-3">
      <div className="row g-2 align-items-end">
        {CHOICE_FILTERS.map((f) => (
          <SelectField
            key={f.name}
            className="col-sm-6 col-lg-3"
            {...f}
            value={filters[f.name] ?? ''}
          />
        ))}
        <TextField
          name="q"
          label="Customer or order number"
          type="search"
          autoComplete="on"
          className="col-sm-6 col-lg-3"
          value={filters.search ?? ''}
        />
      </div>
      <div className="admin-actions mt-2">
        <SubmitButton>Filter</SubmitButton>
        <a href={ctx.path} className="btn btn-link">
          Clear filters
        </a>
      </div>
    </form>
  );
}

export function OrderList({
  ctx,
  orders,
  filters,
  paging,
  awaitingCapture,
  openUnpaid,
  timeZone,
}: {
  ctx: AdminViewContext;
  orders: Order[];
  filters: OrderFilters;
  paging: Paging;
  awaitingCapture: number;
  openUnpaid: number;
  timeZone: string;
}) {
  const query = filterQuery(filters);
  return (
    <>
      {awaitingCapture > 0 && (
        <div className="alert alert-warning" role="status">
          {awaitingCapture === 1
            ? '1 card payment is authorized and waits to be captured.'
            : `${awaitingCapture} card payments are authorized and wait to be captured.`}{' '}
          <a href={ctx.link({ status: 'active', payment: 'authorized' })}>Show them</a>
        </div>
      )}
      {openUnpaid > 0 && (
        <div className="alert alert-info" role="status">
          {openUnpaid === 1
            ? '1 reservation without payment holds a date.'
            : `${openUnpaid} reservations without payment hold dates.`}{' '}
          <a href={ctx.link({ view: 'unpaid' })}>Review or cancel them</a>
        </div>
      )}
      <Filters ctx={ctx} filters={filters} />
      <p className="admin-actions">
        <span>
          {paging.total} order{paging.total === 1 ? '' : 's'}, newest first. Times in {timeZone}.
        </span>
        <a
          href={ctx.link({ ...query, export: 'csv' })}
          className="btn btn-sm btn-outline-secondary"
        >
          Download CSV
        </a>
      </p>
      <AdminTable
        caption="Orders"
        headers={['Order', wide('Booked'), 'Inspection', 'Customer', 'Total', 'Status']}
        empty="No orders match these filters."
      >
        {orders.map((o) => (
          <tr key={o.id}>
            <td>
              <a href={ctx.link({ id: o.id })} aria-label={`Order #${o.id}`}>
                #{o.id}
              </a>
            </td>
            <td className={WIDE_ONLY}>{formatWhen(o.createdAt, timeZone)}</td>
            <td>
              {inspectionWhen(o.slotStart, timeZone)}
              {o.inspectorName && (
                <span className="d-block text-body-secondary">{o.inspectorName}</span>
              )}
              {o.inspectionDeadline && (
                <span className="d-block small text-body-secondary">
                  Deadline {o.inspectionDeadline}
                </span>
              )}
            </td>
            <td>
              {o.customerName}
              <span className="d-none d-md-block text-body-secondary">{o.customerEmail}</span>
            </td>
            <td>
              {formatCents(o.totalCents)}
              {o.discountCode && (
                <span className="d-block small text-body-secondary">Code {o.discountCode}</span>
              )}
            </td>
            <td>
              <BookingBadge status={o.bookingStatus} /> <PaymentBadge status={o.paymentStatus} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager paging={paging} label="Order pages" link={(p) => ctx.link({ ...query, page: p })} />
    </>
  );
}
