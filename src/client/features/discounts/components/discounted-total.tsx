import type { DiscountQuote } from '../../../../shared/discounts/discount';
import { formatCents } from '../../../../shared/money';

/** Subtotal, the discount line and the new total; without a code just the cart's total. */
export function DiscountedTotal({
  cartTotal,
  applied,
}: {
  /** The cart's own total text, "$575.00". */
  cartTotal: string;
  applied: DiscountQuote | undefined;
}) {
  return (
    <div aria-live="polite" aria-atomic="true" className="border-top pt-2 mb-2">
      {applied && (
        <ul className="list-unstyled small mb-1">
          <li className="d-flex justify-content-between gap-2">
            <span>Subtotal</span>
            <span>{formatCents(applied.subtotalCents)}</span>
          </li>
          <li className="d-flex justify-content-between gap-2 text-success-emphasis">
            <span data-testid="discount-label">{applied.label}</span>
            <span data-testid="discount-amount">−{formatCents(applied.discountCents)}</span>
          </li>
        </ul>
      )}
      <p className="d-flex justify-content-between fs-5 fw-bold mb-0">
        <span>Total</span>
        <span data-testid="checkout-total">{applied ? applied.total : cartTotal}</span>
      </p>
    </div>
  );
}
