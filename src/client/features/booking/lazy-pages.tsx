import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { suspended } from '../../components/suspended';

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

/** /home-inspection, /cart, /checkout, and the reservation's /thank-you/{id}. */
export const bookingRoutes: RouteObject[] = [
  { path: '/home-inspection', element: suspended(<OrderFormPage />) },
  { path: '/cart', element: suspended(<CartPage />) },
  { path: '/checkout', element: suspended(<CheckoutPage />) },
  { path: '/thank-you/:id', element: suspended(<ThankYouOrderPage />) },
];
