import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { SsrDataSource, SsrModule } from '../shared/ssr/render-contract';
import { type PageMeta, PageMetaSink } from './app/page-meta';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, routes } from './app/routes';
import { matchSiteRoute, Router } from './lib/router';
import { headTags } from './app/head-tags';
import { setApiTransport } from './lib/api';
import { setSiteConfig, siteConfig } from './lib/site-config';
import { dates } from '../shared/time';
import { writerOf } from '../shared/zone-spans';
import type { WebReport } from '../shared/reports/web-report';
import { reportShell, shellKey } from './features/reports/web-report/static-report';

// The server's renderer: the same routes and components as the browser, rendered to HTML. The
// page's own queries say what data it needs: a first render records them, the server answers them
// through its API in-process, and the page is rendered again with the data (then dehydrated into
// the page, so the browser's first render matches).

// Public data, and the visitor's own web report (the server passes their cookie on for that call
// alone, VISITOR_SSR_APIS); the session itself is always loaded in the browser.
const SERVER_QUERIES = new Set(['pages', 'slots', 'services', 'reviews', 'inspectors']);
const VISITOR_QUERIES = new Set(['web-report']);

/** Runs the public queries the last render asked for and has no answer to yet; false when none. */
async function fetchMissing(client: QueryClient): Promise<boolean> {
  const missing = client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        (SERVER_QUERIES.has(String(q.queryKey[0])) || VISITOR_QUERIES.has(String(q.queryKey[0]))) &&
        (q.options as { enabled?: unknown }).enabled !== false &&
        q.options.queryFn,
    );
  // A failed query stays unanswered: the browser loads it as it would without the server.
  await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
  return missing.length > 0;
}

// React marks a Suspense boundary it could not finish on the server (to be rendered in the browser).
const UNFINISHED = '<!--$!-->';

/** Waits for everything the tree loads lazily (the pages' code), rendering it once to nowhere. */
async function loadLazyParts(node: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(node);
  for await (const chunk of prelude) void chunk;
}

/** The API as the page's queries call it, answered by the server (GET only: rendering reads). */
function apiTransport(data: SsrDataSource) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error('The server renders without writing.');
    const answer = await data.get(url);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
}

export const render: SsrModule['render'] = async (request) => {
  const url = new URL(request.url, 'http://localhost');
  const route = matchSiteRoute(routes, url.pathname);
  if (route?.handle?.browserOnly) return undefined;

  const client = createQueryClient();
  // Client-side retries would only delay a page whose data the server cannot give.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  setApiTransport(apiTransport(request.data));

  const collected: { meta?: PageMeta } = {};
  const collect = (meta: PageMeta) => (collected.meta = meta);
  const page = (
    <StrictMode>
      <PageMetaSink.Provider value={collect}>
        <AppProviders client={client}>
          <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
            <AppRoutes />
          </Router>
        </AppProviders>
      </PageMetaSink.Provider>
    </StrictMode>
  );
  // renderToString: complete markup without the streaming renderer's inline scripts (the CSP
  // refuses them). Synchronous, so the site settings set just before are this request's.
  const renderNow = () => {
    setSiteConfig(request.config);
    // Dates as the browser writes them (decision 093): by hand within the zone's spans.
    const spans = siteConfig().zoneSpans;
    dates.byHand = spans ? writerOf(spans) : undefined;
    return renderToString(page);
  };
  let html = renderNow();
  // A page's data, then what that data reveals (a lazily loaded page's own queries): a few rounds.
  for (let round = 0; round < 3; round++) {
    const fetched = await fetchMissing(client);
    const unfinished = html.includes(UNFINISHED);
    if (!fetched && !unfinished) break;
    // The first visit of a lazily loaded page: load its code, then render it complete.
    if (unfinished) await loadLazyParts(page);
    html = renderNow();
  }
  if (html.includes(UNFINISHED))
    request.onError?.(new Error(`part of ${url.pathname} was left to the browser`));
  const visitorQueries = client
    .getQueryCache()
    .getAll()
    .filter((q) => VISITOR_QUERIES.has(String(q.queryKey[0])));
  // Refused (not signed in, not yet paid) or failed: the browser renders what to do, with the session.
  if (visitorQueries.some((q) => q.state.status !== 'success')) {
    client.clear();
    return undefined;
  }
  // The report is in the HTML already: the browser gets its small shell, not its data again.
  for (const q of visitorQueries) {
    const [, orderId, version] = q.queryKey as [string, number, number | 'latest'];
    client.setQueryData(shellKey(orderId, version), reportShell(q.state.data as WebReport));
    client.removeQueries({ queryKey: q.queryKey, exact: true });
  }
  const state = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  // Removes the cache's timers: nothing of one request outlives it.
  client.clear();
  // No route, or a route whose page is gone (a deleted content page shows the not-found page).
  const found = route?.path !== '*' && collected.meta?.found !== false;
  return {
    status: found ? 200 : 404,
    head: headTags({
      meta: collected.meta,
      canonical: found ? new URL(url.pathname, request.publicUrl).href : undefined,
      home: url.pathname === '/',
    }),
    html,
    state,
    modules: route?.handle?.code ? [route.handle.code.module] : [],
    ...(visitorQueries.length > 0 && { private: true }),
  };
};
