import type { Db } from '../db/database';
import { HttpError } from '../errors';
import { forgetHit, hitsUpTo, recordHit } from './rate-limit-hits.repository';

// Tries per key (a client address, a user id) in a sliding window, for the limits that need no
// table of their own. Counted in the database, so several processes share one count: each try is
// written first, then counted with the ones before it, so parallel tries cannot all slip through.

/** The longest window a limit may have: tries older than this are deleted (see the prune job). */
export const LONGEST_WINDOW_MS = 60 * 60_000;

export interface SlidingWindowLimit {
  /** Which limit the tries count toward: its own count per key. */
  bucket: string;
  windowMs: number;
  perWindow: number;
  /** The 429's message. */
  message: string;
}

export interface SlidingWindowLimiter<K> {
  /** Counts one try for `key`, or refuses it: 429 with the seconds to wait (`Retry-After`). */
  take(db: Db, key: K, now: Date): Promise<void>;
}

export function createSlidingWindowLimiter<K extends string | number>(
  limit: SlidingWindowLimit,
): SlidingWindowLimiter<K> {
  if (limit.windowMs > LONGEST_WINDOW_MS) throw new Error(`${limit.bucket}: window too long`);
  return {
    async take(db, key, now) {
      const clientKey = String(key).slice(0, 80);
      const id = await recordHit(db, { bucket: limit.bucket, clientKey, at: now.toISOString() });
      const since = new Date(now.getTime() - limit.windowMs).toISOString();
      const { count, oldest } = await hitsUpTo(db, { bucket: limit.bucket, clientKey, since, id });
      if (count <= limit.perWindow) return;
      await forgetHit(db, id);
      const left = (oldest ?? now).getTime() + limit.windowMs - now.getTime();
      throw new HttpError(429, limit.message, undefined, Math.max(1, Math.ceil(left / 1000)));
    },
  };
}

/** Tries per client address in any hour (the longest window), refused past `perHour`. */
export function hourlyPerAddressLimiter(
  bucket: string,
  perHour: number,
  message: string,
): SlidingWindowLimiter<string> {
  return createSlidingWindowLimiter({
    bucket,
    windowMs: LONGEST_WINDOW_MS,
    perWindow: perHour,
    message,
  });
}
