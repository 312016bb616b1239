import { formatCents } from '../../../shared/money';
import type { Db } from '../../db/database';
import type { BookingStatus, OrderPaymentStatus } from '../../db/schema';
import { BOOKING_STATUSES } from '../../../shared/booking/order-status';
import { ordersWithReportState } from '../../reports/writing/drafts.service';
import { ordersCsv } from './orders-csv';
import { repairRequestSummaries } from '../../reports/repair-requests/repair-requests.service';
import { safetyReadCounts } from '../../reports/safety-reads/safety-reads.service';
import { reinspectionSummaries } from '../../reports/reinspections/reinspections.service';
import {
  findOrder,
  type Order,
  type OrderFilters,
  ordersForExport,
  ordersPage,
} from '../orders-list.service';
import {
  type CancelResult,
  cancelOrder,
  captureOrder,
  type GatewayOutcome,
  type OrderAdminDeps,
  voidOrder,
} from './orders-admin.service';
import { loadOrder, orderClaimLeaseMs } from '../orders/order-claim.service';
import { orderChangeDepsOf } from '../changes/order-change-deps';
import { orderPaymentCalls } from '../../payments/payments.service';
import { refundsOfOrder } from '../../payments/refunds/cancellation-money.service';
import { getCancellationPolicy } from '../../settings/cancellation-policy.service';
import { adminPolicyFee } from '../changes/order-changes-quote';
import { cancellationSummary } from '../../../shared/portal/order-changes';
import { getSiteSettings } from '../../settings/settings.service';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import { formId, formValue, formValues, idFrom } from '../../admin/ui/admin-form';
import { badRequest } from '../../errors';
import {
  cancelUnpaidReservations,
  openUnpaidReservations,
  type UnpaidCancellation,
} from './unpaid-admin.service';
import { UnpaidReservations } from './orders-unpaid';
import { type ActionResult, type AdminContext, defineAdminPage } from '../../admin/ui/admin-page';
import { audit, listAudit } from '../../audit/audit.service';
import { ConfirmOrderChange } from './orders-confirm';
import { OrderDetail } from './orders-detail';
import { orderSectionActions, orderSections } from '../../admin/order-sections';
import { filterQuery, ORDERS_PAGE_SIZE, OrderList } from './orders.page';
import { pageFrom } from '../../admin/ui/pager';
import { type RequestDeps } from '../requests/requests.service';
import { proposableTimes } from '../requests/proposals.service';
import { proposalFromDay } from '../../../shared/booking/proposal-day';
import { requestActions } from './orders-request-actions';

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]) =>
  allowed.find((a) => a === value);

export function filtersFrom(query: Record<string, string>): OrderFilters {
  return {
    when: oneOf(query.when, ['upcoming', 'past'] as const),
    status: oneOf<BookingStatus>(query.status, BOOKING_STATUSES),
    payment: oneOf<OrderPaymentStatus>(query.payment, ['pending', 'authorized', 'paid', 'voided']),
    search: query.q?.trim().slice(0, 100) || undefined,
    report: oneOf(query.report, ['not-started', 'in-progress', 'published'] as const),
  };
}

/** The filters with the report filter resolved to the orders it keeps or leaves out. */
async function withReportOrders(db: Db, f: OrderFilters): Promise<OrderFilters> {
  return f.report ? { ...f, reportOrders: await ordersWithReportState(db, f.report) } : f;
}

function deps(ctx: AdminContext): OrderAdminDeps {
  const { app } = ctx;
  return {
    db: ctx.db,
    gateway: app.gateway,
    mailer: app.mailer,
    actorId: ctx.user.id,
    now: () => new Date(),
    leaseMs: orderClaimLeaseMs(app.env.PAYMENT_TIMEOUT_MS),
    settings: () => getSiteSettings(ctx.db, app.env),
    publicUrl: app.env.PUBLIC_URL,
  };
}

async function requestDeps(ctx: AdminContext): Promise<RequestDeps> {
  return { ...(await orderChangeDepsOf(ctx.app, ctx.db)), actorId: ctx.user.id };
}

function gatewayFlash(outcome: GatewayOutcome, ok: string, what: 'capture' | 'void'): ActionResult {
  const again = what === 'capture' ? 'Capture' : 'Void authorization';
  if (outcome.ok) return { flash: ok };
  if (outcome.unknown)
    return {
      tone: 'warning',
      flash: `The payment gateway did not answer in time, so we do not know whether the ${what} went through. Press ${again} again: if it did, the gateway says so and the order is updated.`,
    };
  return {
    tone: 'danger',
    flash: `The payment gateway refused the ${what}: ${outcome.message}. Nothing was changed.`,
  };
}

export function cancelFlash(id: number, r: CancelResult): ActionResult {
  const parts = [`Order #${id} cancelled; its date is free for booking again.`];
  const m = r.money;
  let warn = false;
  if (r.feeCents > 0) parts.push(`Cancellation fee: ${formatCents(r.feeCents)}.`);
  if (m.outcome === 'voided') parts.push('The card authorization was voided.');
  if (m.outcome === 'fee-captured')
    parts.push(
      `${formatCents(m.keptCents)} was captured for the fee; the rest of the hold is released.`,
    );
  if (m.outcome === 'refunded')
    parts.push(`${formatCents(m.refundedCents)} was refunded to the card.`);
  if (m.outcome === 'refund-due')
    parts.push(
      `${formatCents(m.dueCents)} is refunded once the card payment settles (the server issues it).`,
    );
  if (m.outcome === 'failed') {
    warn = true;
    parts.push(
      `The payment could not be settled (${m.message ?? 'no answer'}): follow it up in the payment gateway (transaction ${r.order.transactionId ?? 'unknown'}).`,
    );
  }
  if (m.outcome === 'nothing' && r.order.paymentStatus === 'paid') {
    warn = true;
    parts.push(
      `Its payment of ${formatCents(r.order.capturedCents ?? r.order.totalCents)} was not refunded automatically: refund it in the payment gateway (transaction ${r.order.transactionId ?? 'unknown'}).`,
    );
  }
  if (m.outcome === 'nothing' && r.order.paymentStatus === 'pending' && r.feeCents > 0)
    parts.push(`No card payment: the fee of ${formatCents(r.feeCents)} is owed by the customer.`);
  // Queued with the cancellation; a delivery that keeps failing shows on the Email page.
  parts.push(`The customer was e-mailed at ${r.order.customerEmail}.`);
  return { flash: parts.join(' '), tone: warn ? 'warning' : 'success', to: { id } };
}

export function unpaidFlash(r: UnpaidCancellation): ActionResult {
  const numbers = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');
  const parts: string[] = [];
  if (r.cancelled.length)
    parts.push(
      `Cancelled ${numbers(r.cancelled.map((o) => o.id))}; the dates are free for booking again and each customer was e-mailed.`,
    );
  for (const s of r.skipped)
    parts.push(`Order #${s.id} was not cancelled: ${s.reason.replace(/\.$/, '')}.`);
  return {
    flash: parts.join(' '),
    tone: r.skipped.length ? 'warning' : 'success',
    to: { view: 'unpaid' },
  };
}

async function followUpsOf(ctx: AdminContext, orders: { id: number }[]) {
  const ids = orders.map((o) => o.id);
  const [repairRequests, safetyReads, reinspections] = await Promise.all([
    repairRequestSummaries(ctx.db, ids),
    safetyReadCounts(ctx.db, ids),
    reinspectionSummaries(ctx.db, ids),
  ]);
  return { repairRequests, safetyReads, reinspections };
}

async function sendCsv(ctx: AdminContext, filters: OrderFilters, timeZone: string) {
  const orders = await ordersForExport(ctx.db, filters, ctx.now.toISOString());
  // Exporting customers' details is worth a line in the log, though it changes nothing.
  await audit(
    ctx.db,
    ctx.auditEntry({
      action: 'export',
      entity: 'order',
      details: { ...filterQuery(filters), rows: orders.length },
    }),
  );
  const day = ctx.now.toISOString().slice(0, 10);
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  ctx.reply
    .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(`\uFEFF${ordersCsv(orders, timeZone, await followUpsOf(ctx, orders))}`);
}

/** What the order page shows besides the order itself. */
async function detailOf(ctx: AdminContext, order: Order, timeZone: string) {
  const [attempts, history, sections, refunds] = await Promise.all([
    orderPaymentCalls(ctx.db, order.orderUuid),
    listAudit(ctx.db, { limit: 50, entity: 'order', entityId: String(order.id) }),
    orderSections(ctx, order, timeZone),
    refundsOfOrder({ db: ctx.db }, order.id),
  ]);
  const cancelled = order.bookingStatus === 'cancelled';
  const proposeFrom = proposalFromDay(ctx.query.from, timeZone);
  const proposable =
    order.bookingStatus === 'requested'
      ? await proposableTimes(ctx.db, order, ctx.now, timeZone, proposeFrom.from)
      : undefined;
  return {
    attempts,
    history,
    sections,
    proposable,
    proposeFrom,
    cancellation: cancelled ? cancellationSummary(order, refunds) : undefined,
  };
}

/** Orders: filters, detail with every checkout field, capture, void, cancel, CSV export. */
export const ordersAdminPage = defineAdminPage({
  name: 'manage-orders',
  title: 'Orders',
  async view(ctx) {
    const { query } = ctx;
    const timeZone = await siteTimeZone(ctx);
    const filters = await withReportOrders(ctx.db, filtersFrom(query));
    if (query.export === 'csv') {
      await sendCsv(ctx, filters, timeZone);
      return null;
    }
    if (query.view === 'unpaid') {
      const orders = await openUnpaidReservations(ctx.db, ctx.now);
      return <UnpaidReservations ctx={ctx} orders={orders} timeZone={timeZone} />;
    }
    if (query.id) {
      const order = await loadOrder(ctx.db, idFrom(query.id, 'order'));
      if (query.confirm === 'cancel' || query.confirm === 'void')
        return (
          <ConfirmOrderChange
            ctx={ctx}
            order={order}
            change={query.confirm}
            timeZone={timeZone}
            policyFeeCents={adminPolicyFee(
              order,
              await getCancellationPolicy(ctx.db),
              await getSiteSettings(ctx.db, ctx.app.env),
              ctx.now,
            )}
          />
        );
      const detail = await detailOf(ctx, order, timeZone);
      return <OrderDetail ctx={ctx} order={order} timeZone={timeZone} {...detail} />;
    }
    const page = pageFrom(query.page);
    const pageSize = ORDERS_PAGE_SIZE;
    const now = ctx.now.toISOString();
    const { total, ...list } = await ordersPage(ctx.db, filters, { now, page, pageSize });
    const paging = { page, pageSize, total };
    return <OrderList ctx={ctx} {...list} paging={paging} filters={filters} timeZone={timeZone} />;
  },
  actions: {
    ...orderSectionActions,
    async capture(ctx, form) {
      const id = formId(form, 'order');
      const outcome = await captureOrder(deps(ctx), id);
      const order = await findOrder(ctx.db, id);
      const already =
        outcome.ok && outcome.reasonCode === '311' ? ' (the gateway had it captured already)' : '';
      const ok = `Captured ${formatCents(order?.capturedCents ?? 0)} for order #${id}${already}. The order is paid.`;
      return { ...gatewayFlash(outcome, ok, 'capture'), to: { id } };
    },
    async void(ctx, form) {
      const id = formId(form, 'order');
      const outcome = await voidOrder(deps(ctx), id);
      const ok = `Authorization of order #${id} voided: the hold on the customer’s card is released.`;
      return { ...gatewayFlash(outcome, ok, 'void'), to: { id } };
    },
    ...requestActions(requestDeps),
    async cancel(ctx, form) {
      const id = formId(form, 'order');
      const withFee = formValue(form, 'fee') === 'policy';
      return cancelFlash(id, await cancelOrder(deps(ctx), id, { withFee }));
    },
    // One step, no confirmation page: the row's own Cancel button, or the boxes checked.
    async 'cancel-unpaid'(ctx, form) {
      const only = formValue(form, 'only');
      const ids = (only ? [only] : formValues(form, 'ids')).map((v) => idFrom(v, 'order'));
      if (ids.length === 0) throw badRequest('Please select at least one reservation to cancel.');
      return unpaidFlash(await cancelUnpaidReservations(deps(ctx), ids));
    },
  },
});
