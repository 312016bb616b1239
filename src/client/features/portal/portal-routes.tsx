import { lazy, type ReactNode } from 'react';
import type { SiteRoute } from '../../lib/router';
import { lazyPage } from '../../components/lazy-page';
import { suspended } from '../../components/suspended';
import { RequireUser } from '../auth/components/require-role';

// The customer's pages after a booking (and the realtor's link); each loads on first visit.
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

// The published report: the customer's and the realtor's (whose session holds the order's link);
// the API decides who may see it, so the page asks no sign-in of its own.
const WebReportPage = lazyPage('features/reports/web-report/web-report-page.tsx', () =>
  import('../reports/web-report/web-report-page').then((m) => m.WebReportPage),
);

// The agent's list and one inspection, one chunk (the page names itself, the API decides access).
const AgentPortalPage = lazy(() =>
  import('../agent-portal/components/agent-portal-page').then((m) => ({
    default: m.AgentPortalPage,
  })),
);

// The seller's read-only view of a repair request, through its link (no sign-in).
const SellerRequestPage = lazy(() =>
  import('../reports/repair-request/seller-request-page').then((m) => ({
    default: m.SellerRequestPage,
  })),
);

const ManageLinkPage = lazy(() =>
  import('./components/manage-link-page').then((m) => ({ default: m.ManageLinkPage })),
);

// Each of these pages depends on the session, so only the browser draws it.
const page = (path: string, title: string, element: ReactNode): SiteRoute => ({
  path,
  element,
  handle: { meta: { title }, browserOnly: true },
});
const signedIn = (path: string, title: string, element: ReactNode) =>
  page(path, title, <RequireUser>{suspended(element)}</RequireUser>);

/** /user/inspections, /user/inspections/{id}, /user/profile, /user/reports, /user/payments… */
export const portalRoutes: SiteRoute[] = [
  signedIn('/user/inspections', 'My inspections', <InspectionsPage />),
  signedIn('/user/inspections/:id', 'Inspection', <InspectionDetailPage />),
  signedIn('/user/profile', 'Profile', <ProfilePage />),
  signedIn('/user/reports', 'Reports', <ReportsPage />),
  signedIn('/user/payments', 'Payments', <PaymentsPage />),
  signedIn('/user/payments/:id/receipt', 'Receipt', <ReceiptPage />),
  // Rendered on the server too, in the reader's session: a phone reads it from the first HTML.
  {
    path: '/reports/:orderId',
    element: suspended(<WebReportPage />),
    handle: { meta: { title: 'Inspection report' }, code: WebReportPage.code },
  },
  page('/realtor/:token', 'Inspection reports', suspended(<RealtorAccessPage />)),
  page('/repair-request/:token', 'Repair request', suspended(<SellerRequestPage />)),
  page('/user/manage/:token', 'Manage your inspection', suspended(<ManageLinkPage />)),
  signedIn('/agent/*?', 'Agent', <AgentPortalPage />),
];
