import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  persistQueryClientSave,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the content pages' answers in session storage: the next visit to a page shows it at once
 * while it is fetched again. Loaded after the first render, so it costs the first page nothing;
 * restoring never replaces an answer fresher than the stored one (the server's, say).
 */
export function persistPages(client: QueryClient, storage: Storage): Promise<void> {
  const options: PersistQueryClientOptions = {
    queryClient: client,
    persister: createSyncStoragePersister({ storage, key: 'site-cache' }),
    maxAge: DAY_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (q) => q.queryKey[0] === 'pages' && q.state.status === 'success',
    },
  };
  const [, restored] = persistQueryClient(options);
  // Only later changes are saved by the subscription: the page already shown (often all of its
  // answers came before this module) is saved here. Without storage the site just works uncached.
  return restored.then(() => persistQueryClientSave(options)).catch(() => undefined);
}
