import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and in the render that hydrates its HTML, true after (and at once on an
 * in-app navigation): what only the browser knows (its storage) waits for it, so the first render
 * matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
