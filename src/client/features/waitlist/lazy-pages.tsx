import type { SiteRoute } from '../../lib/router';
import { lazyPage } from '../../components/lazy-page';
import { suspended } from '../../components/suspended';

const WaitlistOfferPage = lazyPage('features/waitlist/components/waitlist-offer-page.tsx', () =>
  import('./components/waitlist-offer-page').then((m) => m.WaitlistOfferPage),
);

/** /waitlist/offer: the link of a waitlist offer's e-mail. */
export const waitlistRoutes: SiteRoute[] = [
  { path: '/waitlist/offer', element: suspended(<WaitlistOfferPage />) },
];
