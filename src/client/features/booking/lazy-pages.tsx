import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../../components/spinner';

// The booking pages carry the forms and their rules (zod, react-hook-form); they load on first
// visit so the home page's JavaScript stays small.
const OrderFormPage = lazy(() =>
  import('./components/order-form-page').then((m) => ({ default: m.OrderFormPage })),
);
const CartPage = lazy(() =>
  import('./components/cart-page').then((m) => ({ default: m.CartPage })),
);
const CheckoutPage = lazy(() =>
  import('./components/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const ThankYouOrderPage = lazy(() =>
  import('./components/thank-you-order-page').then((m) => ({ default: m.ThankYouOrderPage })),
);

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <Page />
    </Suspense>
  );
}

/** SPEC §2 /home-inspection, /cart, /checkout, and the reservation's /thank-you/{id}. */
export const bookingRoutes: RouteObject[] = [
  { path: '/home-inspection', element: page(OrderFormPage) },
  { path: '/cart', element: page(CartPage) },
  { path: '/checkout', element: page(CheckoutPage) },
  { path: '/thank-you/:id', element: page(ThankYouOrderPage) },
];
