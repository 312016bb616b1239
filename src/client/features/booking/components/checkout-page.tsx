import { useState } from 'react';
import type { DiscountQuote } from '../../../../shared/discounts/discount';
import { Navigate } from '../../../lib/router';
import { useCart } from '../cart-storage';
import { CheckoutAside } from './checkout-aside';
import { CheckoutForm } from './checkout-form';
import '../../../lib/hand-dates';

/** /checkout; with no cart there is nothing to pay for, so it redirects to /home-inspection. */
export function CheckoutPage() {
  const [cart] = useCart();
  // Set when the order is saved: the cart is cleared in the same render, and the visitor goes to
  // the thank-you page rather than being redirected as if they had no cart.
  const [placedId, setPlacedId] = useState<number>();
  // The code applied in the aside: its total is what is paid, and it is sent with the order.
  const [discount, setDiscount] = useState<DiscountQuote>();
  if (placedId !== undefined) return <Navigate to={`/thank-you/${placedId}`} replace />;
  if (!cart) return <Navigate to="/home-inspection" replace />;
  return (
    <section aria-labelledby="checkout-heading">
      <h1 id="checkout-heading" className="mb-3">
        Checkout
      </h1>
      <div className="row g-4">
        <div className="col-lg-8 order-2 order-lg-1">
          <CheckoutForm
            cart={cart}
            discount={discount}
            onPlaced={setPlacedId}
            onDiscountRefused={() => setDiscount(undefined)}
          />
        </div>
        <div className="col-lg-4 order-1 order-lg-2">
          <CheckoutAside cart={cart} discount={discount} onDiscount={setDiscount} />
        </div>
      </div>
    </section>
  );
}
