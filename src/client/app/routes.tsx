import { Navigate, type RouteObject } from 'react-router';
import { AdminPage } from '../features/admin/components/admin-page';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireAdministrator, RequireUser } from '../features/auth/components/require-role';
import { UserHomePage } from '../features/auth/components/user-home-page';
import { AvailabilityPage } from '../features/availability/components/availability-page';
import { bookingRoutes } from '../features/booking/lazy-pages';
import { ContentPage } from '../features/pages/components/content-page';
import { HomePage } from '../features/pages/components/home-page';
import { PageWithSidebar } from '../features/pages/components/page-with-sidebar';
import { SiteLayout } from './layout/site-layout';

// SPEC §2: route → content slug; the sidebar pages show the upcoming-slots box.
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
      { path: '/user/login', element: <LoginPage /> },
      {
        path: '/user/home',
        element: (
          <RequireUser>
            <UserHomePage />
          </RequireUser>
        ),
      },
      ...bookingRoutes,
      { path: '/availability', element: <AvailabilityPage /> },
      {
        path: '/admin',
        element: (
          <RequireAdministrator>
            <AdminPage />
          </RequireAdministrator>
        ),
      },
      // SPEC §2: any other path redirects to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
