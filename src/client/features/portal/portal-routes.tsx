import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { suspended } from '../../components/suspended';
import { RequireUser } from '../auth/components/require-role';

// The customer's pages after a booking (and the realtor's link). They depend on the session, so
// the browser draws them; each loads on first visit.
const InspectionsPage = lazy(() =>
  import('./components/inspections-page').then((m) => ({ default: m.InspectionsPage })),
);
const InspectionDetailPage = lazy(() =>
  import('./components/inspection-detail-page').then((m) => ({
    default: m.InspectionDetailPage,
  })),
);
const ProfilePage = lazy(() =>
  import('./components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const ReportsPage = lazy(() =>
  import('../reports/components/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const PaymentsPage = lazy(() =>
  import('../payments/components/payments-page').then((m) => ({ default: m.PaymentsPage })),
);
const ReceiptPage = lazy(() =>
  import('../payments/components/receipt-page').then((m) => ({ default: m.ReceiptPage })),
);
const RealtorAccessPage = lazy(() =>
  import('../realtor-access/components/realtor-access-page').then((m) => ({
    default: m.RealtorAccessPage,
  })),
);

const signedIn = (page: React.ReactNode) => <RequireUser>{suspended(page)}</RequireUser>;
const browserOnly = { browserOnly: true };

/** /user/inspections, /user/inspections/{id}, /user/profile, /user/reports, /user/payments… */
export const portalRoutes: RouteObject[] = [
  {
    path: '/user/inspections',
    element: signedIn(<InspectionsPage />),
    handle: { meta: { title: 'My inspections' }, ...browserOnly },
  },
  {
    path: '/user/inspections/:id',
    element: signedIn(<InspectionDetailPage />),
    handle: { meta: { title: 'Inspection' }, ...browserOnly },
  },
  {
    path: '/user/profile',
    element: signedIn(<ProfilePage />),
    handle: { meta: { title: 'Profile' }, ...browserOnly },
  },
  {
    path: '/user/reports',
    element: signedIn(<ReportsPage />),
    handle: { meta: { title: 'Reports' }, ...browserOnly },
  },
  {
    path: '/user/payments',
    element: signedIn(<PaymentsPage />),
    handle: { meta: { title: 'Payments' }, ...browserOnly },
  },
  {
    path: '/user/payments/:id/receipt',
    element: signedIn(<ReceiptPage />),
    handle: { meta: { title: 'Receipt' }, ...browserOnly },
  },
  {
    path: '/realtor/:token',
    element: suspended(<RealtorAccessPage />),
    handle: { meta: { title: 'Inspection reports' }, ...browserOnly },
  },
];
