import type { SiteRoute } from '../../lib/router';
import { lazyPage } from '../../components/lazy-page';
import { suspended } from '../../components/suspended';

// The booking pages carry the forms and their rules (zod, react-hook-form); they load on first
// visit so the home page's JavaScript stays small.
const OrderFormPage = lazyPage(() =>
  import('./components/order-form-page').then((m) => m.OrderFormPage),
);
const CartPage = lazyPage(() => import('./components/cart-page').then((m) => m.CartPage));
const CheckoutPage = lazyPage(() =>
  import('./components/checkout-page').then((m) => m.CheckoutPage),
);
const ThankYouOrderPage = lazyPage(() =>
  import('./components/thank-you-order-page').then((m) => m.ThankYouOrderPage),
);

/** /home-inspection, /cart, /checkout, and the reservation's /thank-you/{id}. */
export const bookingRoutes: SiteRoute[] = [
  {
    path: '/home-inspection',
    element: suspended(<OrderFormPage />),
    handle: { preload: OrderFormPage.preload },
  },
  { path: '/cart', element: suspended(<CartPage />) },
  { path: '/checkout', element: suspended(<CheckoutPage />) },
  { path: '/thank-you/:id', element: suspended(<ThankYouOrderPage />) },
];
