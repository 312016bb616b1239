import { AsyncLocalStorage } from 'node:async_hooks';

// A transaction whose lock waits are all load from its start (an order's: decision 080) has the
// raised statement limit sent with its BEGIN, in the same round trip (decision 098). The mark is
// read by the pool at the transaction's BEGIN only.
const fromBegin = new AsyncLocalStorage<true>();

/** Runs `work`, whose transaction's BEGIN raises the statement limit to the pool wait. */
export function withWaitsAsLoad<T>(work: () => T): T {
  return fromBegin.run(true, work);
}

/** Whether a BEGIN sent now is one of withWaitsAsLoad. */
export const waitsAsLoadFromBegin = (): boolean => fromBegin.getStore() === true;
