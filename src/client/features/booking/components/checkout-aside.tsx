import { Link } from '../../../lib/router';
import type { Cart } from '../../../../shared/booking/cart';
import type { DiscountQuote } from '../../../../shared/discounts/discount';
import { DiscountCodeForm } from '../../discounts/components/discount-code-form';
import { DiscountedTotal } from '../../discounts/components/discounted-total';
import { formatDate, formatTime } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';

/** What is being booked, beside the checkout form. */
export function CheckoutAside({
  cart,
  discount,
  onDiscount,
}: {
  cart: Cart;
  discount?: DiscountQuote;
  onDiscount: (quote: DiscountQuote | undefined) => void;
}) {
  const { timeZone } = siteConfig();
  return (
    <aside className="card shadow-sm sticky-lg-top" aria-labelledby="checkout-order-heading">
      <div className="card-body">
        <h2 id="checkout-order-heading" className="h5">
          Your inspection
        </h2>
        <p className="mb-1 fw-semibold">
          {formatDate(cart.selectedSlot.start, timeZone)} at{' '}
          {formatTime(cart.selectedSlot.start, timeZone)}
        </p>
        <p className="mb-2 small">
          {cart.address1}
          {cart.address2 && `, ${cart.address2}`}, {cart.city}, {cart.state} {cart.zip}
        </p>
        <ul className="list-unstyled small mb-2">
          <li>{cart.homeSizeName}</li>
          <li>{cart.propertyAgeName}</li>
          {cart.selectedAddons.map((a) => (
            <li key={a.id}>{a.name}</li>
          ))}
          {cart.additionalUnits > 0 && <li>Additional units: {cart.additionalUnits}</li>}
        </ul>
        <DiscountCodeForm cart={cart} applied={discount} onChange={onDiscount} />
        <DiscountedTotal cartTotal={cart.totalPrice} applied={discount} />
        <Link to="/cart" className="small">
          Change your order
        </Link>
      </div>
    </aside>
  );
}
