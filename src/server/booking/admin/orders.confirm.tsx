import { formatCents } from '../../../shared/money';
import type { Order } from '../orders-list.service';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, HiddenField, SubmitButton } from '../../admin/ui/form-fields';
import { BackLink } from '../../admin/ui/form-layout';
import { inspectionWhen } from './orders.page';

export function ConfirmOrderChange({
  ctx,
  order,
  change,
  timeZone,
}: {
  ctx: AdminViewContext;
  order: Order;
  change: 'cancel' | 'void';
  timeZone: string;
}) {
  const detail = ctx.link({ id: order.id });
  const money =
    order.paymentStatus === 'authorized'
      ? ` Its card authorization of ${formatCents(order.authorizedCents ?? order.totalCents)} is voided, so the customer is not charged.`
      : order.paymentStatus === 'paid'
        ? ` Its payment of ${formatCents(order.capturedCents ?? order.totalCents)} was captured and is NOT refunded automatically: refund it in the payment gateway.`
        : '';
  return (
    <section aria-label={change === 'cancel' ? 'Confirm cancellation' : 'Confirm void'}>
      <BackLink href={detail}>Back to order #{order.id}</BackLink>
      {change === 'cancel' ? (
        <p>
          Cancel order #{order.id} of <strong>{order.customerName}</strong> for{' '}
          <strong>{inspectionWhen(order.slotStart, timeZone)}</strong>? The date becomes free for
          booking at once and the customer is e-mailed a cancellation notice.{money}
        </p>
      ) : (
        <p>
          Void the card authorization of order #{order.id} (
          {formatCents(order.authorizedCents ?? order.totalCents)})? The hold on the customer’s card
          is released and it can no longer be captured. The booking itself stays
          {order.bookingStatus === 'active'
            ? ' active (to be paid at the inspection)'
            : ' cancelled'}
          .
        </p>
      )}
      <AdminForm ctx={{ ...ctx, url: detail }} action={change} className="admin-actions">
        <HiddenField name="id" value={order.id} />
        <SubmitButton variant="danger">
          {change === 'cancel' ? 'Cancel this booking' : 'Void authorization'}
        </SubmitButton>
        <a href={detail} className="btn btn-link">
          Keep it
        </a>
      </AdminForm>
    </section>
  );
}
