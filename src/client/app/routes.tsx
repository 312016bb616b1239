import { lazy } from 'react';
import {
  matchSiteRoute,
  Route,
  routeParser,
  Router,
  type RouteHandle,
  type SiteRoute,
  Switch,
  useLocation,
} from '../lib/router';
import { CONTENT_ROUTES } from '../../shared/pages/site-routes';
import { lazyPage } from '../components/lazy-page';
import { suspended } from '../components/suspended';
import { RequireAdministrator, RequireUser } from '../features/auth/components/require-role';
import { bookingRoutes } from '../features/booking/lazy-pages';
import { waitlistRoutes } from '../features/waitlist/lazy-pages';
import { portalRoutes } from '../features/portal/portal-routes';
import { inspectorPortalRoutes } from '../features/inspector-portal/inspector-portal-routes';
import { HomePage } from '../features/pages/components/home-page';
import { SiteLayout } from './layout/site-layout';
import { type PageMeta, RouteAnnouncer, usePageMeta } from './page-meta';

// Every page but the home page loads its code on first visit (and before the browser hydrates
// its server-rendered HTML), keeping the home page's JavaScript small.
const ContentPage = lazyPage('features/pages/components/content-page.tsx', () =>
  import('../features/pages/components/content-page').then((m) => m.ContentPage),
);
const PageWithSidebar = lazyPage('features/pages/components/page-with-sidebar.tsx', () =>
  import('../features/pages/components/page-with-sidebar').then((m) => m.PageWithSidebar),
);
const NotFoundPage = lazyPage('features/pages/components/not-found-page.tsx', () =>
  import('../features/pages/components/not-found-page').then((m) => m.NotFoundPage),
);
const AvailabilityPage = lazyPage('features/slots/components/availability-page.tsx', () =>
  import('../features/slots/components/availability-page').then((m) => m.AvailabilityPage),
);
const LoginPage = lazyPage('features/auth/components/login-page.tsx', () =>
  import('../features/auth/components/login-page').then((m) => m.LoginPage),
);
const UserHomePage = lazy(() =>
  import('../features/auth/components/user-home-page').then((m) => ({ default: m.UserHomePage })),
);
const AdminPage = lazy(() =>
  import('../features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })),
);

export type { RouteHandle };

// Titles and descriptions of the pages that are not content pages.
const handles: Record<string, RouteHandle> = {
  '/availability': {
    code: AvailabilityPage.code,
    meta: {
      title: 'Inspection Availability',
      description: 'Open home inspection dates and times. Choose one to start your booking online.',
    },
  },
  '/home-inspection': {
    meta: {
      title: 'Book Your Home Inspection',
      description: 'Choose your services and an inspection date, and see the price as you go.',
    },
  },
  '/user/login': {
    meta: { title: 'Login', description: 'Sign in with a link or code by e-mail.' },
    code: LoginPage.code,
    dateless: true,
  },
  '/user/home': { meta: { title: 'Your Account' }, browserOnly: true },
  '/cart': { meta: { title: 'Cart' }, browserOnly: true },
  '/checkout': { meta: { title: 'Checkout' }, browserOnly: true },
  '/thank-you/:id': { meta: { title: 'Thank You' }, browserOnly: true },
  '/admin': { meta: { title: 'Admin' }, browserOnly: true },
};

const withHandle = (route: SiteRoute): SiteRoute =>
  handles[route.path] ? { ...route, handle: { ...route.handle, ...handles[route.path] } } : route;

/** Loads the code of the page at `pathname` (nothing when it has none to load); its handle. */
export async function preloadPage(pathname: string): Promise<RouteHandle | undefined> {
  const handle = matchSiteRoute(routes, pathname)?.handle;
  await handle?.code?.preload();
  return handle;
}

/** Sets the title of a page that has it on its route (content pages set their own). */
function RouteMeta({ meta }: { meta: PageMeta | undefined }) {
  usePageMeta(meta);
  return null;
}

/** The site's pages, under the router of each side: the browser's and the server renderer's. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const handle = matchSiteRoute(routes, pathname)?.handle;
  // The parser kept per pattern: every route is matched on each render (decision 075).
  return (
    <Router parser={routeParser}>
      <SiteLayout browserOnly={handle?.browserOnly}>
        <Switch>
          {routes.map(({ path, element }) => (
            <Route key={path} path={path}>
              {element}
            </Route>
          ))}
        </Switch>
      </SiteLayout>
      <RouteMeta meta={handle?.meta} />
      <RouteAnnouncer />
    </Router>
  );
}

export const routes: SiteRoute[] = [
  { path: '/', element: <HomePage /> },
  ...CONTENT_ROUTES.map(({ path, slug, sidebar }) => ({
    path,
    element: suspended(
      sidebar ? <PageWithSidebar key={slug} slug={slug} /> : <ContentPage key={slug} slug={slug} />,
    ),
    handle: { code: sidebar ? PageWithSidebar.code : ContentPage.code },
  })),
  ...[
    { path: '/user/login', element: suspended(<LoginPage />) },
    {
      path: '/user/home',
      element: <RequireUser>{suspended(<UserHomePage />)}</RequireUser>,
    },
    ...bookingRoutes,
    ...waitlistRoutes,
    ...portalRoutes,
    ...inspectorPortalRoutes,
    { path: '/availability', element: suspended(<AvailabilityPage />) },
    {
      path: '/admin',
      element: <RequireAdministrator>{suspended(<AdminPage />)}</RequireAdministrator>,
    },
  ].map(withHandle),
  // Any other path is no page: the server answers 404 with this same page.
  {
    path: '*',
    element: suspended(<NotFoundPage />),
    handle: { code: NotFoundPage.code, dateless: true },
  },
];
