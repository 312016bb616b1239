import { Link } from '../../../lib/router';
import { formatCents } from '../../../../shared/money';
import type { PaymentOrder } from '../../../../shared/payments/pay-order';
import { QueryStatus } from '../../../components/query-status';
import { useMyPayments } from '../api/pay-order-api';
import {
  CardFormNote,
  PaidFacts,
  PayNowButton,
  PayOrderStatus,
  ReceiptLink,
  when,
} from './payment-parts';
import { type PayOrder, usePayOrder } from './use-pay-order';

function OrderHeading({ order, timeZone }: { order: PaymentOrder; timeZone: string }) {
  return (
    <>
      <h3 id={`payment-${order.id}`} className="h5 mb-1">
        <Link to={`/user/inspections/${order.id}`}>
          Inspection on {when(order.slotStart, timeZone)}
        </Link>
      </h3>
      <p className="mb-2 text-muted small">
        Reservation #{order.id}
        {order.property ? ` · ${order.property}` : ''}
      </p>
    </>
  );
}

function UnpaidOrder(props: { order: PaymentOrder; timeZone: string; pay: PayOrder }) {
  const { order } = props;
  return (
    <li className="card mb-3" data-testid="unpaid-order">
      <div className="card-body d-flex flex-wrap justify-content-between align-items-center gap-3">
        <div>
          <OrderHeading order={order} timeZone={props.timeZone} />
          <p className="mb-0 fw-semibold">Amount due: {formatCents(order.totalCents)}</p>
        </div>
        <PayNowButton order={order} pay={props.pay} />
      </div>
    </li>
  );
}

function PaidOrder({ order, timeZone }: { order: PaymentOrder; timeZone: string }) {
  return (
    <li className="card mb-3" data-testid="paid-order">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <div>
            <OrderHeading order={order} timeZone={timeZone} />
          </div>
          {order.paymentStatus === 'paid' ? (
            <span className="badge bg-success text-white">Paid</span>
          ) : (
            <span className="badge bg-warning text-dark">Authorized</span>
          )}
        </div>
        <PaidFacts order={order} timeZone={timeZone} />
        <div className="mt-2">
          <ReceiptLink order={order} />
        </div>
      </div>
    </li>
  );
}

/** /user/payments: reservations to pay (Pay now), then payments made, each with its receipt. */
export function PaymentsPage() {
  const query = useMyPayments();
  const { box, pay } = usePayOrder();
  const data = query.data;
  return (
    <div style={{ maxWidth: '48rem' }}>
      <h1 className="mb-4">Payments</h1>
      <CardFormNote box={box} form={pay.form} />
      <PayOrderStatus pay={pay} />
      <QueryStatus query={query} loading="Loading your payments..." what="your payments" />
      {data && (
        <>
          <section aria-labelledby="payments-due" className="mb-4">
            <h2 id="payments-due" className="h4 mb-3">
              To pay
            </h2>
            {data.unpaid.length === 0 ? (
              <p>Nothing to pay: no reservation is waiting for payment.</p>
            ) : (
              <ul className="list-unstyled">
                {data.unpaid.map((o) => (
                  <UnpaidOrder key={o.id} order={o} timeZone={data.timeZone} pay={pay} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="payments-made">
            <h2 id="payments-made" className="h4 mb-3">
              Payments made
            </h2>
            {data.paid.length === 0 ? (
              <p>No card payments yet.</p>
            ) : (
              <ul className="list-unstyled">
                {data.paid.map((o) => (
                  <PaidOrder key={o.id} order={o} timeZone={data.timeZone} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
