/* global self, caches, fetch, URL */
// The report editor's offline worker (decision 048). Its scope is /inspector/reports/, so it
// controls the editor's pages and no other. The page itself stores the editor's shell and code in
// the cache below once it has loaded (this worker did not see those first requests); the worker
// answers from it when the network does not. Photos of a draft never change under their id, so
// they are kept as they are fetched.

const CACHE = 'report-editor-v1';
const SHELL = '/inspector/reports/__shell';
const PHOTO = '/cms-admin/api/report_photo.php';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('report-editor-') && k !== CACHE)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  return cache.match(request);
}

async function keep(request, response) {
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(CACHE)).put(SHELL, response.clone());
    return response;
  } catch (error) {
    const shell = await fromCache(SHELL);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await fromCache(request);
  if (cached) return cached;
  return keep(request, await fetch(request));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/inspector/reports/')) event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (url.pathname === PHOTO && url.searchParams.has('photo'))
    event.respondWith(cacheFirst(request));
});
