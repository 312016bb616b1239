import { HttpError } from '../errors';

// Tries of discount codes per client address: plenty for a person, too few to guess codes by
// trying (a sliding window in this process's memory, bounded like the other public limits).

const WINDOW_MS = 15 * 60_000;
export const APPLY_TRIES_PER_IP = 30;
const MAX_ADDRESSES = 10_000;
export const APPLY_TOO_MANY = 'Too many discount codes tried. Please wait a while and try again.';

export interface ApplyLimiter {
  /** Counts one try, or refuses it (429) when the address is over its limit. */
  take(ip: string, now: Date): void;
}

export function createApplyLimiter(perWindow = APPLY_TRIES_PER_IP): ApplyLimiter {
  const tries = new Map<string, number[]>();
  return {
    take(ip, now) {
      const t = now.getTime();
      const key = ip.slice(0, 64);
      const recent = (tries.get(key) ?? []).filter((at) => t - at < WINDOW_MS);
      if (recent.length >= perWindow) {
        tries.set(key, recent);
        const wait = Math.ceil(((recent[0] ?? t) + WINDOW_MS - t) / 1000);
        throw new HttpError(429, APPLY_TOO_MANY, undefined, Math.max(1, wait));
      }
      recent.push(t);
      tries.delete(key);
      tries.set(key, recent);
      // Bounded memory: a flood of addresses forgets the oldest first.
      if (tries.size > MAX_ADDRESSES) {
        const oldest = tries.keys().next().value;
        if (oldest !== undefined) tries.delete(oldest);
      }
    },
  };
}
