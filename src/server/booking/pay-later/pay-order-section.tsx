import { cardText } from '../../../shared/payments/pay-order';
import { AdminSection } from '../../admin/ui/form-layout';
import type { OrderSection } from '../../admin/ui/order-section';
import { formatWhen } from '../../admin/ui/table';
import { paidOnlineCard } from './receipt.service';

/** A reservation the customer paid later by card from their pages: the card and when. */
export const payOrderSection: OrderSection = async (ctx, order, timeZone) => {
  const card = await paidOnlineCard(ctx.db, order.id);
  if (!card?.paidAt) return null;
  const rows: [string, string][] = [
    ['Paid online', formatWhen(card.paidAt, timeZone)],
    ['Card', cardText({ type: card.cardType, last4: card.cardLast4 })],
    ['Transaction ID', order.transactionId ?? ''],
  ];
  return (
    <AdminSection
      headingId="order-paid-online"
      title="Paid online by the customer"
      className="mb-4"
    >
      <p>Reserved without payment, then paid by card from the customer&apos;s Payments page.</p>
      <dl className="row mb-0">
        {rows.map(([term, value]) => (
          <div key={term} className="col-12 col-md-6 d-flex gap-2">
            <dt className="fw-semibold">{term}:</dt>
            <dd className="mb-1">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </AdminSection>
  );
};
