import { AsyncLocalStorage } from 'node:async_hooks';

// A rendered page is made of the kept API copies its render read (in-process requests): the page's
// copy must stop being used when the first of them does (a list of future slots expires when its
// first slot starts). The render runs inside `collectExpiry`; each kept copy read in it notes its
// expiry here.

const collector = new AsyncLocalStorage<{ expiresAt: number }>();

/** Runs `work`, answering with it the soonest expiry of the kept copies read inside it. */
export async function collectExpiry<T>(work: () => Promise<T>): Promise<[T, number]> {
  const seen = { expiresAt: Infinity };
  const value = await collector.run(seen, work);
  return [value, seen.expiresAt];
}

/** A kept copy valid until `expiresAt` was read (by a render, when one is collecting). */
export function noteExpiry(expiresAt: number): void {
  const seen = collector.getStore();
  if (seen && expiresAt < seen.expiresAt) seen.expiresAt = expiresAt;
}
