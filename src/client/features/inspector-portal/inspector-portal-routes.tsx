import { lazy } from 'react';
import type { SiteRoute } from '../../lib/router';
import { suspended } from '../../components/suspended';
import { RequireUser } from '../auth/components/require-role';

// /inspector loads on first visit; a signed-out visitor goes to sign in, and anyone signed in
// who is not an inspector is told so by the page (the server answers 403).
const InspectorPage = lazy(() =>
  import('./components/inspector-page').then((m) => ({ default: m.InspectorPage })),
);

export const inspectorPortalRoutes: SiteRoute[] = [
  {
    path: '/inspector',
    element: <RequireUser>{suspended(<InspectorPage />)}</RequireUser>,
    handle: { meta: { title: 'Inspector schedule' }, browserOnly: true },
  },
];
