import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * What only the browser knows (its storage, its address), read once. While the server's HTML is
 * hydrated it is undefined, as on the server, so hydration is one pass that matches the HTML; it
 * is read in an effect after, and the page renders with it as a transition, in slices, not as
 * the sync re-render a store whose server snapshot differs costs (decision 093). A component
 * mounted in the browser (a page reached by a link) reads at once.
 */
export function useReadAfterHydration<T>(read: () => T): T | undefined {
  // React asks for the server snapshot on the server and while hydrating, and only then: the
  // same value both ways, so asking makes no re-render. It asks within this render, so the mark
  // is this render's alone (the rule below is about callbacks that run after a render).
  let hydrating = false;
  /* eslint-disable react-hooks/immutability -- run during this render, see above */
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => {
      hydrating = true;
      return false;
    },
  );
  /* eslint-enable react-hooks/immutability */
  const [value, setValue] = useState<{ read: T } | undefined>(() =>
    hydrating ? undefined : { read: read() },
  );
  useEffect(() => {
    if (value) return;
    const next = { read: read() };
    startTransition(() => setValue(next));
    // Read once: what the page was started with stays, as with useState's initial value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value?.read;
}
