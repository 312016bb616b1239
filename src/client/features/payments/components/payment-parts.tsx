import { type RefObject, useEffect, useRef } from 'react';
import { DetailList } from '../../../components/detail-list';
import { Link } from '../../../lib/router';
import { formatCents } from '../../../../shared/money';
import { cardText, type PaymentOrder } from '../../../../shared/payments/pay-order';
import { formatDate, formatTime } from '../../../../shared/time';
import type { PayOrder } from './use-pay-order';

// The pieces the payments page and an order's payment panel share: the Pay now button, what
// a payment in progress says, and what was paid with its receipt link.

export const receiptPath = (id: number) => `/user/payments/${id}/receipt`;

export const when = (iso: string, timeZone: string) =>
  `${formatDate(iso, timeZone)} at ${formatTime(iso, timeZone)}`;

export function PayNowButton({ order, pay }: { order: PaymentOrder; pay: PayOrder }) {
  const usable = pay.form === 'ready' && !pay.busy;
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={!usable}
      aria-describedby={pay.form === 'ready' ? undefined : 'card-form-note'}
      onClick={() => pay.pay(order.id)}
    >
      Pay now
      <span className="visually-hidden">
        {' '}
        {formatCents(order.totalCents)} for reservation {order.id}
      </span>
    </button>
  );
}

/**
 * The card form's hidden box (render it on every state, so the button moved into it stays) and why
 * Pay now cannot be used yet: the card form is loading, or could not be loaded.
 */
export function CardFormNote({
  box,
  form,
}: {
  box: RefObject<HTMLDivElement | null>;
  form: PayOrder['form'];
}) {
  return (
    <>
      <div ref={box} hidden />
      {form !== 'ready' && (
        <p id="card-form-note" className="form-text">
          {form === 'loading'
            ? 'Loading the secure card form...'
            : 'The card form could not be loaded. Please reload the page, or call us to pay.'}
        </p>
      )}
    </>
  );
}

function progressText(state: PayOrder['state']): string {
  switch (state.kind) {
    case 'starting':
      return 'Opening the secure card form...';
    case 'card':
      return 'Enter your card in the secure form.';
    case 'paying':
      return 'Processing your payment. Please keep this page open.';
    default:
      return '';
  }
}

/** What the payment says now: progress (status), the result, or the server's refusal (alert). */
export function PayOrderStatus({ pay }: { pay: PayOrder }) {
  const { state } = pay;
  const result = useRef<HTMLDivElement>(null);
  const done = state.kind === 'paid' || state.kind === 'error';
  // The result takes the focus: the row that was paid may leave the list meanwhile.
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done, state]);
  return (
    <>
      <p role="status" className="mb-2">
        {progressText(state)}
      </p>
      {state.kind === 'paid' && (
        <div ref={result} tabIndex={-1} className="alert alert-success">
          Thank you. Your card payment for reservation #{state.orderId} was{' '}
          {state.status === 'paid' ? 'received' : 'approved'}.{' '}
          <Link to={receiptPath(state.orderId)}>View the receipt</Link>
        </div>
      )}
      <div role="alert">
        {state.kind === 'error' && (
          <div ref={result} tabIndex={-1} className="alert alert-danger">
            <p className="mb-0">{state.message}</p>
            <DetailList details={state.details} />
          </div>
        )}
      </div>
    </>
  );
}

/** What was paid: when, how much, the card and the transaction, and the receipt link. */
export function PaidFacts({ order, timeZone }: { order: PaymentOrder; timeZone: string }) {
  const rows: [string, string][] = [
    ['Date', order.paidAt ? when(order.paidAt, timeZone) : ''],
    ['Amount', formatCents(order.paidCents ?? order.totalCents)],
    ['Card', cardText(order.card)],
    ['Transaction ID', order.transactionId ?? ''],
  ];
  return (
    <FactRows rows={rows} className="row mb-0 small" rowClassName="col-12 col-sm-6 d-flex gap-2" />
  );
}

/** A payment's facts, term and value on one line each ('—' for one not known). */
export function FactRows(props: {
  rows: [string, string][];
  className: string;
  rowClassName: string;
}) {
  return (
    <dl className={props.className}>
      {props.rows.map(([term, value]) => (
        <div key={term} className={props.rowClassName}>
          <dt className="fw-semibold">{term}:</dt>
          <dd className="mb-1 text-break">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ReceiptLink({ order }: { order: PaymentOrder }) {
  return (
    <Link to={receiptPath(order.id)} className="btn btn-outline-primary btn-sm">
      Receipt<span className="visually-hidden"> for reservation {order.id}</span>
    </Link>
  );
}
