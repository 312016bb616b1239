import { formatCents } from '../../../shared/money';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SubmitButton } from '../../admin/ui/form-fields';
import { BackLink } from '../../admin/ui/form-layout';
import { AdminTable, formatWhen, WIDE_ONLY, wide } from '../../admin/ui/table';
import type { Order } from '../orders-list.service';
import { inspectionWhen } from './orders.page';

/**
 * The open reservations without payment, each with its own Cancel button, and check boxes for
 * "Cancel selected". One form: the pressed button names the order (`only`) or the boxes do.
 */
export function UnpaidReservations({
  ctx,
  orders,
  timeZone,
}: {
  ctx: AdminViewContext;
  orders: Order[];
  timeZone: string;
}) {
  return (
    <>
      <BackLink href={ctx.path}>Back to all orders</BackLink>
      <p>
        {orders.length} open reservation{orders.length === 1 ? '' : 's'} without payment, soonest
        inspection first. Cancelling frees the date at once and e-mails the customer. Times in{' '}
        {timeZone}.
      </p>
      <AdminForm ctx={ctx} action="cancel-unpaid" label="Cancel reservations without payment">
        <AdminTable
          caption="Open reservations without payment"
          headers={['Select', 'Order', 'Inspection', 'Customer', wide('Booked'), 'Total', 'Cancel']}
          empty="No open reservations without payment."
        >
          {orders.map((o) => (
            <tr key={o.id}>
              <td>
                <input
                  type="checkbox"
                  className="form-check-input"
                  name="ids"
                  value={o.id}
                  id={`unpaid-${o.id}`}
                  aria-label={`Select order #${o.id}`}
                />
              </td>
              <td>
                <a href={ctx.link({ id: o.id })}>#{o.id}</a>
              </td>
              <td>{inspectionWhen(o.slotStart, timeZone)}</td>
              <td>
                {o.customerName}
                <span className="d-block text-body-secondary">{o.customerEmail}</span>
              </td>
              <td className={WIDE_ONLY}>{formatWhen(o.createdAt, timeZone)}</td>
              <td>{formatCents(o.totalCents)}</td>
              <td>
                <button
                  type="submit"
                  name="only"
                  value={o.id}
                  className="btn btn-sm btn-outline-danger"
                  aria-label={`Cancel order #${o.id}`}
                >
                  Cancel
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
        {orders.length > 0 && (
          <SubmitButton variant="danger">Cancel selected reservations</SubmitButton>
        )}
      </AdminForm>
    </>
  );
}
