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
  policyFeeCents = 0,
}: {
  ctx: AdminViewContext;
  order: Order;
  change: 'cancel' | 'void';
  timeZone: string;
  /** What the cancellation policy charges for this order now (0 while free). */
  policyFeeCents?: number;
}) {
  const detail = ctx.link({ id: order.id });
  const money =
    order.paymentStatus === 'authorized'
      ? ` Its card authorization of ${formatCents(order.authorizedCents ?? order.totalCents)} is voided, or captured for the fee only.`
      : order.paymentStatus === 'paid'
        ? ` Its payment of ${formatCents(order.capturedCents ?? order.totalCents)} is refunded, minus the fee when you keep it.`
        : ' No card payment was taken: a fee you keep is owed by the customer.';
  const fee =
    policyFeeCents > 0
      ? ` The cancellation policy’s fee for this order now is ${formatCents(policyFeeCents)}.`
      : ' The cancellation policy charges no fee for this order now.';
  return (
    <section aria-label={change === 'cancel' ? 'Confirm cancellation' : 'Confirm void'}>
      <BackLink href={detail}>Back to order #{order.id}</BackLink>
      {change === 'cancel' ? (
        <p>
          Cancel order #{order.id} of <strong>{order.customerName}</strong> for{' '}
          <strong>{inspectionWhen(order.slotStart, timeZone)}</strong>? The date becomes free for
          booking at once and the customer is e-mailed a cancellation notice.{fee}
          {money}
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
        {change === 'cancel' && policyFeeCents === 0 ? (
          // Free under the policy now: nothing to choose.
          <button type="submit" name="fee" value="none" className="btn btn-danger">
            Cancel this booking
          </button>
        ) : change === 'cancel' ? (
          <>
            <button type="submit" name="fee" value="policy" className="btn btn-danger">
              Cancel with the policy fee ({formatCents(policyFeeCents)})
            </button>
            <button type="submit" name="fee" value="none" className="btn btn-outline-danger">
              Cancel without fee
            </button>
          </>
        ) : (
          <SubmitButton variant="danger">Void authorization</SubmitButton>
        )}
        <a href={detail} className="btn btn-link">
          Keep it
        </a>
      </AdminForm>
    </section>
  );
}
