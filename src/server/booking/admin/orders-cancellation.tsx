import { formatCents } from '../../../shared/money';
import type { CancellationSummary } from '../../../shared/portal/order-changes';
import { AdminSection } from '../../admin/ui/form-layout';
import { Facts } from './orders-fields';

// The admin order page's account of a cancellation: who, the fee, and the fee kept, refunded,
// refund due (after settlement) and still owed by the customer, from the order and its refunds.

export function CancellationFacts({ summary }: { summary: CancellationSummary }) {
  const cents = (n: number) => formatCents(n);
  return (
    <AdminSection headingId="order-cancellation" title="Cancellation" className="mb-4">
      <Facts
        rows={[
          [
            'Cancelled by',
            summary.by === 'customer'
              ? 'The customer (online)'
              : summary.by === 'admin'
                ? 'Staff'
                : '',
          ],
          ['Cancellation fee', cents(summary.feeCents)],
          ['Fee kept', cents(summary.keptCents)],
          ['Refunded', cents(summary.refundedCents)],
          [
            'Refund due (after settlement)',
            summary.refundDueCents ? cents(summary.refundDueCents) : '',
          ],
          [
            'Refund failed (follow up)',
            summary.refundFailedCents ? cents(summary.refundFailedCents) : '',
          ],
          ['Still due from the customer', summary.owedCents ? cents(summary.owedCents) : ''],
        ]}
      />
    </AdminSection>
  );
}

/** Money on a cancelled order that moved nowhere (no refund recorded): staff act in the gateway. */
export function capturedNotRefunded(
  order: { bookingStatus: string; paymentStatus: string; capturedCents: number | null },
  summary: CancellationSummary | undefined,
): boolean {
  if (order.bookingStatus === 'active' || order.paymentStatus !== 'paid') return false;
  if (!summary) return true;
  const moved = summary.refundedCents + summary.refundDueCents + summary.refundFailedCents;
  return moved === 0 && (order.capturedCents ?? 0) > summary.keptCents;
}
