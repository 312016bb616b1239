import { useEffect } from 'react';

// The editor's offline worker (public/inspector/reports/offline-worker.js, decision 048): once
// the editor has loaded with a connection, its page and every file of code it loaded are put in
// the worker's cache, so the next visit opens without a network.

export const WORKER_PATH = '/inspector/reports/offline-worker.js';
const CACHE = 'report-editor-v1';
const SHELL = '/inspector/reports/__shell';

async function keepShellAndCode(): Promise<void> {
  const cache = await caches.open(CACHE);
  const code = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
    .map((u) => u.pathname);
  const missing = [];
  for (const path of new Set(code)) if (!(await cache.match(path))) missing.push(path);
  await cache.addAll(missing);
  const shell = await fetch(location.pathname, { credentials: 'same-origin' });
  if (shell.ok) await cache.put(SHELL, shell);
}

/** Registers the worker and keeps the editor's shell and code for offline use. */
export function useOfflineShell(): void {
  useEffect(() => {
    // Work waiting on the device must not be evicted when the browser runs short of space.
    void navigator.storage?.persist?.().catch(() => undefined);
    if (!('serviceWorker' in navigator) || !window.isSecureContext || !navigator.onLine) return;
    void navigator.serviceWorker
      .register(WORKER_PATH, { scope: '/inspector/reports/' })
      .then(() => keepShellAndCode())
      .catch(() => undefined);
  }, []);
}
