import { lazy } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { CONTENT_ROUTES } from '../../shared/pages/site-routes';
import { lazyPage } from '../components/lazy-page';
import { suspended } from '../components/suspended';
import { RequireAdministrator, RequireUser } from '../features/auth/components/require-role';
import { AvailabilityPage } from '../features/slots/components/availability-page';
import { bookingRoutes } from '../features/booking/lazy-pages';
import { portalRoutes } from '../features/portal/portal-routes';
import { inspectorPortalRoutes } from '../features/inspector-portal/inspector-portal-routes';
import { ContentPage } from '../features/pages/components/content-page';
import { HomePage } from '../features/pages/components/home-page';
import { NotFoundPage } from '../features/pages/components/not-found-page';
import { PageWithSidebar } from '../features/pages/components/page-with-sidebar';
import { SiteLayout } from './layout/site-layout';
import { type PageMeta, RouteAnnouncer, usePageMeta } from './page-meta';

// Pages that carry form rules (zod) or admin code load on first visit, keeping the public
// pages' JavaScript small.
const LoginPage = lazyPage(() =>
  import('../features/auth/components/login-page').then((m) => m.LoginPage),
);
const UserHomePage = lazy(() =>
  import('../features/auth/components/user-home-page').then((m) => ({ default: m.UserHomePage })),
);
const AdminPage = lazy(() =>
  import('../features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })),
);

/** What a route tells the layout and the server's renderer. */
export interface RouteHandle {
  /** The title of a page that is not a content page (those take their page's title). */
  meta?: PageMeta;
  /** Shown only in the browser: it depends on the visitor's storage or session. */
  browserOnly?: boolean;
  /** Loads the page's code before the browser hydrates the server's HTML of it. */
  preload?: () => Promise<void>;
}

// Titles and descriptions of the pages that are not content pages.
const handles: Record<string, RouteHandle> = {
  '/availability': {
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
    preload: LoginPage.preload,
  },
  '/user/home': { meta: { title: 'Your Account' }, browserOnly: true },
  '/cart': { meta: { title: 'Cart' }, browserOnly: true },
  '/checkout': { meta: { title: 'Checkout' }, browserOnly: true },
  '/thank-you/:id': { meta: { title: 'Thank You' }, browserOnly: true },
  '/admin': { meta: { title: 'Admin' }, browserOnly: true },
};

const withHandle = (route: RouteObject): RouteObject =>
  route.path && handles[route.path]
    ? { ...route, handle: { ...(route.handle as RouteHandle), ...handles[route.path] } }
    : route;

/** Loads the code of the page at `pathname` (nothing when it has none to load). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.preload?.()));
}

/** The handle of the route the browser (or the server's renderer) is on. */
function useRouteHandle(): RouteHandle | undefined {
  const { pathname } = useLocation();
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
}

/** Sets the title of a page that has it on its route (content pages set their own). */
function RouteMeta({ meta }: { meta: PageMeta | undefined }) {
  usePageMeta(meta);
  return null;
}

function AppShell() {
  const handle = useRouteHandle();
  return (
    <>
      <SiteLayout browserOnly={handle?.browserOnly} />
      <RouteMeta meta={handle?.meta} />
      <RouteAnnouncer />
    </>
  );
}

/** The site's pages under the router of each side: the browser's and the server's renderer's. */
export function AppRoutes() {
  return useRoutes(routes);
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <HomePage /> },
      ...CONTENT_ROUTES.map(({ path, slug, sidebar }) => ({
        path,
        element: sidebar ? (
          <PageWithSidebar key={slug} slug={slug} />
        ) : (
          <ContentPage key={slug} slug={slug} />
        ),
      })),
      ...[
        { path: '/user/login', element: suspended(<LoginPage />) },
        {
          path: '/user/home',
          element: <RequireUser>{suspended(<UserHomePage />)}</RequireUser>,
        },
        ...bookingRoutes,
        ...portalRoutes,
        ...inspectorPortalRoutes,
        { path: '/availability', element: <AvailabilityPage /> },
        {
          path: '/admin',
          element: <RequireAdministrator>{suspended(<AdminPage />)}</RequireAdministrator>,
        },
      ].map(withHandle),
      // Any other path is no page: the server answers 404 with this same page.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
