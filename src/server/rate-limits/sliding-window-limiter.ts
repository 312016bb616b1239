import { HttpError } from '../errors';

// Tries per key (a client address, a user id) in a sliding window, kept in this process's memory:
// the limits that need no table of their own. Bounded: past `maxKeys` the least recently seen key
// is forgotten, so a flood of addresses cannot grow it without end.

export interface SlidingWindowLimit {
  windowMs: number;
  perWindow: number;
  /** The 429's message. */
  message: string;
  maxKeys?: number;
}

export interface SlidingWindowLimiter<K> {
  /** Counts one try for `key`, or refuses it: 429 with the seconds to wait (`Retry-After`). */
  take(key: K, now: Date): void;
}

export function createSlidingWindowLimiter<K>(limit: SlidingWindowLimit): SlidingWindowLimiter<K> {
  const hits = new Map<K, number[]>();
  const maxKeys = limit.maxKeys ?? 10_000;
  return {
    take(key, now) {
      const t = now.getTime();
      const recent = (hits.get(key) ?? []).filter((at) => t - at < limit.windowMs);
      // Deleted and set again: the map's order is then least recently seen first.
      hits.delete(key);
      hits.set(key, recent);
      if (recent.length >= limit.perWindow) {
        const wait = Math.ceil(((recent[0] ?? t) + limit.windowMs - t) / 1000);
        throw new HttpError(429, limit.message, undefined, Math.max(1, wait));
      }
      recent.push(t);
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
    },
  };
}
