import type { Db } from '../../db/database';
import { ORDER_CHANGE_MESSAGES } from '../../../shared/portal/order-change-messages';
import { createSlidingWindowLimiter } from '../../rate-limits/sliding-window-limiter';

// A customer's cancel and reschedule requests per address and per account, shared by every
// process. A person changes a booking a few times at most; a loop hammering the gateway or the
// slots does not get far.

const WINDOW_MS = 15 * 60_000;
const PER_USER = 30;
const PER_IP = 100;

export interface ChangeLimiter {
  /** Counts one request, or refuses it (429) when the address or the account is over its limit. */
  take(db: Db, userId: number, ip: string, now: Date): Promise<void>;
}

export function createChangeLimiter(
  limits: { perUser: number; perIp: number } = { perUser: PER_USER, perIp: PER_IP },
): ChangeLimiter {
  const limit = { windowMs: WINDOW_MS, message: ORDER_CHANGE_MESSAGES.tooMany };
  const perIp = createSlidingWindowLimiter<string>({
    ...limit,
    bucket: 'order-change-ip',
    perWindow: limits.perIp,
  });
  const perUser = createSlidingWindowLimiter<number>({
    ...limit,
    bucket: 'order-change-user',
    perWindow: limits.perUser,
  });
  return {
    // The address first: a try the account's limit refuses still counts toward the address,
    // whose limit is over three times higher.
    async take(db, userId, ip, now) {
      await perIp.take(db, ip, now);
      await perUser.take(db, userId, now);
    },
  };
}
