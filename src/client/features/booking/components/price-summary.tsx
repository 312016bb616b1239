import type { PriceQuote } from '../../../../shared/booking/pricing';
import { formatCents } from '../../../../shared/money';
import { type VisitLength, visitLengthText } from '../../../../shared/booking/visit-length';

/** The price lines, the visit's length and the total; announced politely as choices change. */
export function PriceSummary({ quote, visit }: { quote: PriceQuote; visit?: VisitLength }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {visit && (
        <p className="mb-2" data-testid="visit-length">
          Visit length: <strong>{visitLengthText(visit.minutes)}</strong>
          {visit.fullDay && <span className="badge text-bg-warning ms-2">Full-day visit</span>}
        </p>
      )}
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
