import { HttpError } from '../errors';
import { ORDER_CHANGE_MESSAGES } from '../../shared/portal/order-changes';

// A customer's cancel and reschedule requests per account and per address: a sliding window in
// this process. A person changes a booking a few times at most; a loop hammering the gateway or
// the slots does not get far. Several processes each keep their own count (bounded all the same).

const WINDOW_MS = 15 * 60_000;
const PER_USER = 30;
const PER_IP = 100;
const MAX_KEYS = 10_000;

export interface ChangeLimiter {
  /** Counts one request, or refuses it (429) when the account or address is over its limit. */
  take(userId: number, ip: string, now: Date): void;
}

export function createChangeLimiter(
  limits: { perUser: number; perIp: number } = { perUser: PER_USER, perIp: PER_IP },
): ChangeLimiter {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (hits.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    hits.set(key, kept);
    return kept;
  };
  return {
    take(userId, ip, now) {
      const t = now.getTime();
      // Bounded memory: a flood of addresses forgets the oldest keys first.
      if (hits.size > MAX_KEYS)
        for (const key of [...hits.keys()].slice(0, MAX_KEYS / 2)) hits.delete(key);
      const user = recent(`u:${userId}`, t);
      const addr = recent(`ip:${ip.slice(0, 64)}`, t);
      if (user.length >= limits.perUser || addr.length >= limits.perIp) {
        const oldest = Math.min(user[0] ?? t, addr[0] ?? t);
        throw new HttpError(
          429,
          ORDER_CHANGE_MESSAGES.tooMany,
          undefined,
          Math.max(1, Math.ceil((oldest + WINDOW_MS - t) / 1000)),
        );
      }
      user.push(t);
      addr.push(t);
    },
  };
}
