// Presses of a manage link's button per client address: plenty for people, useless for guessing
// (a token is 32 random bytes anyway). Kept in this process's memory: there is no table for it,
// and a limit per process still stops one client from hammering the database.

const HOUR_MS = 60 * 60 * 1000;
export const MANAGE_TRIES_PER_IP_HOUR = 30;
/** Addresses remembered at most; the oldest are forgotten first. */
const MAX_ADDRESSES = 10_000;

export const MANAGE_TOO_MANY =
  'Too many tries from your network. Please wait a while and try again.';

export interface TryLimiter {
  /** Counts a press; answers the seconds to wait when over the limit, else 0. */
  take(ip: string, now: Date): number;
}

export function createTryLimiter(perHour = MANAGE_TRIES_PER_IP_HOUR): TryLimiter {
  const tries = new Map<string, number[]>();
  return {
    take(ip, now) {
      const since = now.getTime() - HOUR_MS;
      const recent = (tries.get(ip) ?? []).filter((t) => t > since);
      if (recent.length >= perHour) {
        tries.set(ip, recent);
        return Math.max(
          1,
          Math.ceil(((recent[0] ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000),
        );
      }
      recent.push(now.getTime());
      tries.delete(ip);
      tries.set(ip, recent);
      if (tries.size > MAX_ADDRESSES) {
        const oldest = tries.keys().next().value;
        if (oldest !== undefined) tries.delete(oldest);
      }
      return 0;
    },
  };
}
