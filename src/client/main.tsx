import './bootstrap.scss';
import 'virtual:brand.css';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadPage } from './app/routes';
import { takeSlotFromAddress } from './features/slots/selected-slot';
import { formatDate } from '../shared/time';
import { siteConfig } from './lib/site-config';

// A Reserve link pressed before the scripts ran brought its slot in the address.
takeSlotFromAddress();
const queryClient = createQueryClient();

// The data the server rendered the page with, so the first render matches its HTML.
const state = document.getElementById('query-state')?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

const app = (
  <StrictMode>
    <AppProviders client={queryClient}>
      <AppRoutes />
    </AppProviders>
  </StrictMode>
);

const root = document.getElementById('root')!;
// As transitions, React renders and hydrates in slices of a few milliseconds and lets the browser
// answer in between, instead of in one long task on a slow phone (decision 045).
// A server-rendered page is hydrated; the shell alone (browser-only pages, database outage) is rendered.
if (!root.firstElementChild) startTransition(() => createRoot(root).render(app));
// The page's code first: hydrating before it arrives would swap the server's HTML for a spinner.
else
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then((handle) => {
      // The page's first date formatter loads the locale's data (tens of ms on a phone): made in
      // a task of its own, not in the hydration slice that first shows a date. None on a page
      // that shows no date, and none made when the page's code writes its dates by hand: this
      // one is then written so too (decision 093).
      if (!handle?.dateless)
        setTimeout(() => formatDate(new Date().toISOString(), siteConfig().timeZone));
      startTransition(() => void hydrateRoot(root, app));
    });

// The session-storage copy of the content pages is for the next page, not this one: loaded once
// the browser is idle, after the page's own start-up work.
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 1);
whenIdle(() => {
  void import('./app/persist-pages').then((m) =>
    m.persistPages(queryClient, window.sessionStorage),
  );
});
