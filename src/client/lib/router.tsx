import type { ReactNode } from 'react';
import { parse } from 'regexparam';
import {
  Link,
  matchRoute,
  Redirect,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useSearch,
  type RouterOptions,
} from 'wouter';

// The site's router is wouter (a few KB, where React Router's browser code was 13 KB of the home
// page's JavaScript). The pages use these names, in React Router's shape.

export { Link, Route, Router, Switch, useSearchParams } from 'wouter';

/** What a route tells the layout and the server's renderer. */
export interface RouteHandle {
  /** The title of a page that is not a content page (those take their page's title). */
  meta?: { title: string; description?: string };
  /** Shown only in the browser: it depends on the visitor's storage or session. */
  browserOnly?: boolean;
  /** The page's own code (see lazyPage), loaded before the browser hydrates the server's HTML. */
  code?: PageCode;
  /** Shows no date: its start makes no date formatter ahead of hydrating (decision 093). */
  dateless?: boolean;
}

export interface PageCode {
  /** The page's file as the client build's manifest names it (its path under src/client). */
  module: string;
  preload: () => Promise<void>;
}

/** A page of the site: its path (`:name` parameters, `*` for any), what it shows, its handle. */
export interface SiteRoute {
  path: string;
  element: ReactNode;
  handle?: RouteHandle;
}

type Parser = NonNullable<RouterOptions['parser']>;
const parsed = new Map<string, ReturnType<Parser>>();

/**
 * regexparam's `parse`, kept per pattern: the <Switch> and `matchSiteRoute` match the path
 * against every route on each render, and building each route's RegExp again was part of the
 * hydration's long tasks on a phone (decision 075). The patterns are the site's own routes.
 */
export const routeParser: Parser = (route, loose) => {
  const key = `${loose ? 'loose' : 'exact'} ${route}`;
  let pattern = parsed.get(key);
  if (!pattern) {
    pattern = parse(route, loose);
    if (parsed.size < 500) parsed.set(key, pattern);
  }
  return pattern;
};

/** The first route whose path matches `pathname` (as the router's <Switch> picks it). */
export const matchSiteRoute = (routes: SiteRoute[], pathname: string): SiteRoute | undefined =>
  routes.find((route) => matchRoute(routeParser, route.path, pathname)[0]);

/** Where the browser is: the path and the query (with its `?`, or empty). */
export function useLocation(): { pathname: string; search: string } {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

/** Goes to another page of the site (replacing the current entry of the history, if asked). */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useWouterLocation();
  return navigate;
}

/** The matched route's parameters (`:id`, `:token`). */
export const useParams = (): Partial<Record<string, string>> => useWouterParams();

/** Sends the browser to `to` as soon as it renders. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

/** A menu link marked as the current page (class `active`, `aria-current`) on its path or below. */
export function NavLink(props: {
  to: string;
  end?: boolean;
  className: string;
  children: ReactNode;
}) {
  const { to, end, className, children } = props;
  const { pathname } = useLocation();
  const active = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
