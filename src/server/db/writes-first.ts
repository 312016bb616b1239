import { AsyncLocalStorage } from 'node:async_hooks';

// A request that changes something (an order above all) is a customer waiting on an answer that
// matters; under a rush of reads its statements would queue behind hundreds of them for a pool
// place, several times over. Its waits for a place go ahead of reads' (decision 080).
const ahead = new AsyncLocalStorage<true>();

/** Runs `work` with every wait for a database place it makes ahead of the reads' waits. */
export function writesFirst<T>(work: () => T): T {
  return ahead.run(true, work);
}

/** Whether the caller runs inside writesFirst. */
export const isWriteFirst = (): boolean => ahead.getStore() === true;

/** Runs `work` (background work a write's request starts) at the reads' place in the queue. */
export function apartFromWrites<T>(work: () => T): T {
  return ahead.exit(work);
}
