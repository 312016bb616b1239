import { Link } from '../../../lib/router';
import { PICKER_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { useFutureSlotsWith } from '../../slots/api/use-slots-with';
import { useCart } from '../cart-storage';
import { cartSlotsQuery } from '../cart-slots-query';
import { CartSummaryCard } from './cart-summary-card';
import '../../../lib/hand-dates';

/** /cart: the summary card and Proceed to Checkout, or "Your cart is empty". */
export function CartPage() {
  const [cart, saveCart] = useCart();
  const inspectorId = cart?.inspectorId ?? null;
  // The times of the cart's own visit, of who covers its ZIP (as the order form lists them).
  const slots = useFutureSlotsWith(
    PICKER_SLOT_LIMIT,
    cart?.selectedSlotId,
    inspectorId,
    cart ? cartSlotsQuery(cart) : '',
  );
  // The cart's date must still be open; unknown while the list loads or when it failed to load.
  // Any inspector: the time is open while some inspector is free then (the order takes that one).
  const slotGone =
    !!cart &&
    !!slots.data &&
    !slots.data.some(
      (s) =>
        s.id === cart.selectedSlotId ||
        (inspectorId === null && s.start === cart.selectedSlot.start),
    );

  return (
    <section aria-labelledby="cart-heading" className="cart-page">
      <h1 id="cart-heading" className="mb-3">
        Cart
      </h1>
      {!cart ? (
        <div className="card card-body text-center py-5">
          <p className="fs-5 mb-3">Your cart is empty</p>
          <p className="mb-0">
            <Link to="/home-inspection" className="btn btn-primary">
              Book an inspection
            </Link>
          </p>
        </div>
      ) : (
        <div className="row">
          <div className="col-lg-8">
            <CartSummaryCard
              cart={cart}
              slots={slots.data ?? []}
              slotGone={slotGone}
              onChange={saveCart}
            />
            <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mt-3">
              <Link to="/home-inspection">Edit order details</Link>
              {slotGone ? (
                <button type="button" className="btn btn-primary btn-lg" disabled>
                  Proceed to Checkout
                </button>
              ) : (
                <Link to="/checkout" className="btn btn-primary btn-lg">
                  Proceed to Checkout
                </Link>
              )}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
