import type { PriceQuote } from '../../../../shared/booking/pricing';
import { formatCents } from '../../../../shared/money';

/** The price lines and total; announced politely as choices change. */
export function PriceSummary({ quote }: { quote: PriceQuote }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      <ul className="list-unstyled mb-2 small">
        {quote.lines.map((l) => (
          <li key={l.serviceId} className="d-flex justify-content-between gap-2">
            <span>{l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name}</span>
            <span>{formatCents(l.amountCents)}</span>
          </li>
        ))}
      </ul>
      <p className="d-flex justify-content-between fs-5 fw-bold border-top pt-2 mb-0">
        <span>Total</span>
        <span data-testid="order-total">{formatCents(quote.totalCents)}</span>
      </p>
    </div>
  );
}
