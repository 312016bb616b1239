import { timeLeftText } from '../../../shared/booking/deadline';
import { DEFAULT_VISIT_MINUTES } from '../../../shared/booking/visit-length';
import { Fragment, type ReactNode } from 'react';
import { formatCents } from '../../../shared/money';
import type { Order } from '../orders-list.service';
import { orderDocs } from '../order-docs';
import type { PaymentAttempt } from '../../payments/payments.service';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import type { AuditEntry } from '../../audit/audit.service';
import { AdminForm, HiddenField, SubmitButton } from '../../admin/ui/form-fields';
import { AdminTable, cellRows, formatWhen } from '../../admin/ui/table';
import { AdminSection, BackLink } from '../../admin/ui/form-layout';
import { BookingBadge, inspectionWhen, PaymentBadge, PAYMENT_LABELS } from './orders.page';
import { CheckoutFields, Facts, PropertyFields } from './orders-fields';
import type { CancellationSummary } from '../../../shared/portal/order-changes';
import { CancellationFacts, capturedNotRefunded } from './orders-cancellation';
import { proposalFact, type ProposalFrom, RequestActions } from './orders-request';
import type { Slot } from '../../../shared/slots/slot';

interface PriceLineView {
  name: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

function priceLines(order: Order): PriceLineView[] {
  try {
    const lines: unknown = JSON.parse(order.priceLinesJson);
    return Array.isArray(lines) ? (lines as PriceLineView[]) : [];
  } catch {
    return [];
  }
}

function Actions({
  ctx,
  order,
  cancellation,
}: {
  ctx: AdminViewContext;
  order: Order;
  cancellation?: CancellationSummary;
}) {
  const here = { ...ctx, url: ctx.link({ id: order.id }) };
  const active = order.bookingStatus === 'active';
  const authorized = order.paymentStatus === 'authorized';
  const captured = order.capturedCents ?? order.totalCents;
  return (
    <AdminSection headingId="order-actions" title="Actions" className="mb-4">
      {capturedNotRefunded(order, cancellation) && (
        <div className="alert alert-warning" role="note">
          This booking is cancelled, but its card payment of {formatCents(captured)} was captured
          and is not refunded automatically. Refund it in the payment gateway (transaction{' '}
          {order.transactionId}).
        </div>
      )}
      {authorized && order.bookingStatus === 'cancelled' && (
        <div className="alert alert-warning" role="note">
          This booking is cancelled, but its card authorization still holds{' '}
          {formatCents(order.authorizedCents ?? order.totalCents)}. Void it to release the hold.
        </div>
      )}
      <div className="admin-actions">
        {authorized && active && (
          <AdminForm ctx={here} action="capture" label="Capture payment">
            <HiddenField name="id" value={order.id} />
            <SubmitButton>Capture {formatCents(order.totalCents)}</SubmitButton>
          </AdminForm>
        )}
        {authorized && order.bookingStatus !== 'requested' && (
          <a
            className="btn btn-outline-secondary"
            href={ctx.link({ id: order.id, confirm: 'void' })}
          >
            Void authorization
          </a>
        )}
        {active && (
          <a
            className="btn btn-outline-danger"
            href={ctx.link({ id: order.id, confirm: 'cancel' })}
          >
            Cancel booking
          </a>
        )}
        {order.bookingStatus === 'requested' && (
          <p className="mb-0">
            Answer the request above: confirm, decline or propose another time.
          </p>
        )}
        {order.bookingStatus === 'cancelled' && !authorized && (
          <p className="mb-0">Nothing more to do for this order.</p>
        )}
      </div>
    </AdminSection>
  );
}

const proposalRow = (order: Order, timeZone: string): [string, string][] => {
  const fact = proposalFact(order, timeZone);
  return fact ? [['Proposed time', fact]] : [];
};

export function OrderDetail({
  ctx,
  order,
  attempts,
  history,
  sections,
  timeZone,
  cancellation,
  proposable,
  proposeFrom,
}: {
  ctx: AdminViewContext;
  order: Order;
  /** A request's free times the office may propose instead. */
  proposable?: Slot[];
  /** The day those times are listed from, when the office asked for a later one. */
  proposeFrom?: ProposalFrom;
  attempts: PaymentAttempt[];
  history: AuditEntry[];
  /** The cancellation's fee and money, for a cancelled order. */
  cancellation?: CancellationSummary;
  /** Sections other features own (agreement, reports, realtor link). */
  sections: ReactNode[];
  timeZone: string;
}) {
  const { cart, checkout } = orderDocs(order);
  const lines = priceLines(order);
  return (
    <>
      <BackLink href={ctx.path}>Back to all orders</BackLink>
      <h2 className="h4">
        Order #{order.id} <BookingBadge status={order.bookingStatus} />{' '}
        <PaymentBadge status={order.paymentStatus} />
      </h2>
      <Facts
        rows={[
          ['Inspection', `${inspectionWhen(order.slotStart, timeZone)} (${order.slotTitle})`],
          ['Inspector', order.inspectorName ?? ''],
          ['Booked', formatWhen(order.createdAt, timeZone)],
          ['Customer', `${order.customerName}, ${order.customerEmail}, ${order.customerPhone}`],
          ['Cancelled', order.cancelledAt ? formatWhen(order.cancelledAt, timeZone) : ''],
          ...proposalRow(order, timeZone),
          ['Order key', <code key="uuid">{order.orderUuid}</code>],
        ]}
      />
      {order.bookingStatus === 'requested' && (
        <RequestActions
          ctx={ctx}
          order={order}
          times={proposable ?? []}
          from={proposeFrom ?? { day: '' }}
          timeZone={timeZone}
        />
      )}
      <Actions ctx={ctx} order={order} cancellation={cancellation} />
      {cancellation && <CancellationFacts summary={cancellation} />}
      <AdminSection headingId="order-property" title="Property and inspection" className="mb-4">
        <PropertyFields cart={cart} cartJson={order.cartJson} />
        <AdminTable caption="Price lines" headers={['Item', 'Quantity', 'Unit price', 'Amount']}>
          {cellRows(
            lines.map((l) => [
              l.name,
              l.quantity,
              formatCents(l.unitCents),
              formatCents(l.amountCents),
            ]),
          )}
        </AdminTable>
        <p className="fw-semibold" data-testid="order-total">
          Total: {formatCents(order.totalCents)}
        </p>
      </AdminSection>
      <AdminSection headingId="order-notes" title="Notes and access details" className="mb-4">
        {/* The customer's own words: React writes them as text; the class keeps their lines. */}
        {order.notes ? (
          <p className="user-notes mb-0" data-testid="order-notes">
            {order.notes}
          </p>
        ) : (
          <p className="mb-0">None given at checkout.</p>
        )}
      </AdminSection>
      <AdminSection headingId="order-deadline" title="Inspection deadline" className="mb-4">
        {order.inspectionDeadline ? (
          <p className="mb-0" data-testid="order-deadline">
            {order.inspectionDeadline} ·{' '}
            {timeLeftText(
              Date.parse(order.slotStart) + (order.visitMinutes ?? DEFAULT_VISIT_MINUTES) * 60_000,
              order.inspectionDeadline,
              timeZone,
            )}{' '}
            from the visit’s end to publish the report
          </p>
        ) : (
          <p className="mb-0">None given at checkout.</p>
        )}
      </AdminSection>
      <AdminSection headingId="order-checkout" title="Checkout details" className="mb-4">
        <CheckoutFields checkout={checkout} />
      </AdminSection>
      <AdminSection headingId="order-payment" title="Payment" className="mb-4">
        <Facts
          rows={[
            ['Method', order.paymentMethod === 'pay-now' ? 'Card (pay now)' : 'Pay later'],
            [
              'Discount code',
              order.discountCode
                ? `${order.discountCode} (${formatCents(order.discountCents ?? 0)} off)`
                : '',
            ],
            ['Status', PAYMENT_LABELS[order.paymentStatus]],
            ['Transaction ID', order.transactionId ?? ''],
            ['Authorization code', order.authCode ?? ''],
            [
              'Authorized',
              order.authorizedCents === null ? '' : formatCents(order.authorizedCents),
            ],
            ['Captured', order.capturedCents === null ? '' : formatCents(order.capturedCents)],
          ]}
        />
        <AdminTable
          caption="Payment gateway calls"
          headers={['When', 'Call', 'Result', 'Amount', 'Message']}
          focusable
          empty="No payment gateway calls for this order."
        >
          {cellRows(
            attempts.map((a) => [
              formatWhen(a.createdAt, timeZone),
              a.kind,
              a.status,
              a.amountCents === null ? '' : formatCents(a.amountCents),
              a.message,
            ]),
          )}
        </AdminTable>
      </AdminSection>
      {sections.map((section, i) => (
        <Fragment key={i}>{section}</Fragment>
      ))}
      <AdminSection headingId="order-history" title="Changes by staff" className="mb-4">
        <AdminTable
          caption="Changes by staff"
          headers={['When', 'Who', 'What']}
          empty="No changes by staff."
        >
          {cellRows(history.map((h) => [formatWhen(h.createdAt, timeZone), h.userEmail, h.action]))}
        </AdminTable>
      </AdminSection>
    </>
  );
}
