import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, gcTime: 24 * 60 * 60 * 1000 },
    },
  });
}

// Page results are cached in session storage (instant on the next visit) and refreshed in the background.
const persister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.sessionStorage,
  key: 'site-cache',
});

/** The query cache: one per browser tab, and one per request on the server (never shared). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        maxAge: 24 * 60 * 60 * 1000,
        dehydrateOptions: {
          shouldDehydrateQuery: (q) => q.queryKey[0] === 'pages' && q.state.status === 'success',
        },
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
