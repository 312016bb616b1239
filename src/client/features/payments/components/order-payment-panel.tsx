import { formatCents } from '../../../../shared/money';
import { useMyPayments } from '../api/pay-order-api';
import {
  CardFormNote,
  PaidFacts,
  PayNowButton,
  PayOrderStatus,
  ReceiptLink,
} from './payment-parts';
import { usePayOrder } from './use-pay-order';
import { CardSection } from '../../../components/card-section';

/** The order page's payment: Pay now for a reserved order, or what was paid with its receipt. */
export function OrderPaymentPanel({ orderId }: { orderId: number }) {
  const query = useMyPayments();
  const { box, pay } = usePayOrder();
  const data = query.data;
  const unpaid = data?.unpaid.find((o) => o.id === orderId);
  const paid = data?.paid.find((o) => o.id === orderId);
  return (
    <CardSection id="order-payment" title="Card payment">
      <CardFormNote box={box} form={pay.form} />
      <PayOrderStatus pay={pay} />
      {query.isPending && <p>Loading the payment...</p>}
      {query.isError && (
        <p className="text-danger">We could not load the payment. Please reload the page.</p>
      )}
      {unpaid && (
        <div className="d-flex flex-wrap align-items-center gap-3">
          <p className="mb-0 fw-semibold">Amount due: {formatCents(unpaid.totalCents)}</p>
          <PayNowButton order={unpaid} pay={pay} />
        </div>
      )}
      {paid && data && (
        <>
          <PaidFacts order={paid} timeZone={data.timeZone} />
          <div className="mt-2">
            <ReceiptLink order={paid} />
          </div>
        </>
      )}
      {data && !unpaid && !paid && <p className="mb-0">No card payment is due for this order.</p>}
    </CardSection>
  );
}
