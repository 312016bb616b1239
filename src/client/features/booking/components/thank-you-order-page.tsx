import { Navigate, useParams } from '../../../lib/router';
import { discountLabel } from '../../../../shared/discounts/discount';
import { formatCents } from '../../../../shared/money';
import { formatDateTimeLong } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import { ContentPage } from '../../pages/components/content-page';
import { useOrderSummary } from '../api/orders';
import { recalledReservation } from '../last-reservation';

/**
 * /thank-you/{id}: a customer who just reserved gets the thank-you page with the reservation
 * number and booked date, not only the generic thank-you text.
 */
export function ThankYouOrderPage() {
  const { id: param } = useParams();
  const id = /^\d{1,10}$/.test(param ?? '') ? Number(param) : undefined;
  const order = useOrderSummary(id);
  if (id === undefined) return <Navigate to="/" replace />;

  const start =
    order.data?.slot.start ?? (order.isError ? recalledReservation(id)?.start : undefined);
  // Decision 069: a booking the office confirms itself is a request until then.
  const requested = order.data?.bookingStatus === 'requested';
  return (
    <>
      {start && (
        <div className="alert alert-success d-flex flex-column gap-1 mb-4" role="status">
          <span className="fs-5 fw-semibold" data-testid="reservation-heading">
            {requested
              ? 'Your request is received: the office confirms it and e-mails you.'
              : 'Your inspection is reserved.'}
          </span>
          <span>
            Reservation number: <strong data-testid="reservation-number">{id}</strong>
          </span>
          <span>
            Booked for:{' '}
            <strong data-testid="reservation-date">
              {formatDateTimeLong(start, siteConfig().timeZone)}
            </strong>
          </span>
          {order.data?.inspectorName && (
            <span>
              Inspector:{' '}
              <strong data-testid="reservation-inspector">{order.data.inspectorName}</strong>
            </span>
          )}
          {order.data?.discount && (
            <span data-testid="reservation-discount">
              {discountLabel(order.data.discount.code)}: −{formatCents(order.data.discount.cents)}
            </span>
          )}
          {order.data && (
            <span>
              Total: <strong data-testid="reservation-total">{order.data.total}</strong>
              {order.data.paymentStatus === 'pending' && ' (pay at the inspection)'}
              {order.data.paymentStatus === 'paid' && ' (paid by card)'}
              {requested &&
                order.data.paymentStatus === 'authorized' &&
                ' (your card is charged when the office confirms)'}
            </span>
          )}
        </div>
      )}
      <ContentPage slug="thank-you" />
    </>
  );
}
