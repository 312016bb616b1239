import type { SiteRoute } from '../../lib/router';
import { lazyPage } from '../../components/lazy-page';
import { suspended } from '../../components/suspended';

// The booking pages carry the forms and their rules (zod, react-hook-form); they load on first
// visit so the home page's JavaScript stays small.
const OrderFormPage = lazyPage('features/booking/components/order-form-page.tsx', () =>
  import('./components/order-form-page').then((m) => m.OrderFormPage),
);
const CartPage = lazyPage('features/booking/components/cart-page.tsx', () =>
  import('./components/cart-page').then((m) => m.CartPage),
);
const CheckoutPage = lazyPage('features/booking/components/checkout-page.tsx', () =>
  import('./components/checkout-page').then((m) => m.CheckoutPage),
);
const ThankYouOrderPage = lazyPage('features/booking/components/thank-you-order-page.tsx', () =>
  import('./components/thank-you-order-page').then((m) => m.ThankYouOrderPage),
);

/** /home-inspection, /cart, /checkout, and the reservation's /thank-you/{id}. */
export const bookingRoutes: SiteRoute[] = [
  {
    path: '/home-inspection',
    element: suspended(<OrderFormPage />),
    handle: { code: OrderFormPage.code },
  },
  { path: '/cart', element: suspended(<CartPage />) },
  { path: '/checkout', element: suspended(<CheckoutPage />) },
  { path: '/thank-you/:id', element: suspended(<ThankYouOrderPage />) },
];
