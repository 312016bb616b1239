import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { suspended } from '../components/suspended';
import { RequireAdministrator, RequireUser } from '../features/auth/components/require-role';
import { AvailabilityPage } from '../features/slots/components/availability-page';
import { bookingRoutes } from '../features/booking/lazy-pages';
import { ContentPage } from '../features/pages/components/content-page';
import { HomePage } from '../features/pages/components/home-page';
import { PageWithSidebar } from '../features/pages/components/page-with-sidebar';
import { SiteLayout } from './layout/site-layout';

// Pages that carry form rules (zod) or admin code load on first visit, keeping the public
// pages' JavaScript small.
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const UserHomePage = lazy(() =>
  import('../features/auth/components/user-home-page').then((m) => ({ default: m.UserHomePage })),
);
const AdminPage = lazy(() =>
  import('../features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })),
);

// Route → content slug (docs/site.md); the sidebar pages show the upcoming-slots box.
const sidebarPages: [path: string, slug: string][] = [
  ['/about', 'about'],
  ['/fees', 'fees'],
  ['/inspection-specifications', 'specifications'],
  ['/property-inspection-overview', 'property-inspection-overview'],
  ['/radon-test', 'radon-test-overview'],
  ['/certifications-policies-links', 'policies'],
  ['/about/inspectors', 'inspectors'],
];

const plainPages: [path: string, slug: string][] = [
  ['/contact', 'contact'],
  ['/schedule', 'before'],
  ['/finished-living-space', 'living-area'],
  ['/thank-you', 'thank-you'],
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      ...sidebarPages.map(([path, slug]) => ({
        path,
        element: <PageWithSidebar key={slug} slug={slug} />,
      })),
      ...plainPages.map(([path, slug]) => ({
        path,
        element: <ContentPage key={slug} slug={slug} />,
      })),
      {
        path: '/user/login',
        element: suspended(<LoginPage />),
      },
      {
        path: '/user/home',
        element: <RequireUser>{suspended(<UserHomePage />)}</RequireUser>,
      },
      ...bookingRoutes,
      { path: '/availability', element: <AvailabilityPage /> },
      {
        path: '/admin',
        element: <RequireAdministrator>{suspended(<AdminPage />)}</RequireAdministrator>,
      },
      // Any other path goes to the home page rather than a dead end.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
