import type { Db } from '../db/database';
import {
  addFailure,
  countAccountLocks,
  deleteAccountLocks,
  lockedAccounts,
  deleteLockKey,
  lockedUntil,
  lockIfReached,
} from './code-lock.repository';

// Wrong codes lock the client that sends them, for a while; never the account itself, so a
// stranger cannot lock the owner out, and the e-mailed link always works.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Wrong codes one client may send for one account, then for all accounts, before a lock. */
export const CODE_FAILURES_PER_ACCOUNT_AND_CLIENT = 10;
export const CODE_FAILURES_PER_CLIENT = 30;
/** The first lock; each next one lasts twice as long, up to the longest. */
export const FIRST_LOCK_MS = 15 * MINUTE;
export const LONGEST_LOCK_MS = 24 * HOUR;
/** Failures counted toward a lock are forgotten an hour after the last one. */
const COUNT_WINDOW_MS = HOUR;
/** A client quiet this long after its last wrong code starts over at the first lock. */
export const FORGET_AFTER_MS = 2 * LONGEST_LOCK_MS;

const clientKey = (ip: string) => `ip|${ip}`;
const accountKey = (userId: number, ip: string) => `${userId}|${ip}`;

/** The length of the lock after `previousLocks` earlier ones: 15 min, 30 min, 1 h … 24 h. */
export function lockLengthMs(previousLocks: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.min(previousLocks, 20), LONGEST_LOCK_MS);
}

/** Until when codes for this account from this client are refused, or null when they are not. */
export async function codesLockedUntil(
  db: Db,
  who: { userId: number; ip: string },
  now: Date,
): Promise<Date | null> {
  const until = await lockedUntil(
    db,
    [clientKey(who.ip), accountKey(who.userId, who.ip)],
    now.toISOString(),
  );
  return until ? new Date(until) : null;
}

/** Counts one wrong code for the account and for the client, locking whichever reached its limit. */
export async function recordWrongCode(
  db: Db,
  who: { userId: number; ip: string },
  now: Date,
): Promise<void> {
  const at = {
    now: now.toISOString(),
    countSince: new Date(now.getTime() - COUNT_WINDOW_MS).toISOString(),
    levelSince: new Date(now.getTime() - FORGET_AFTER_MS).toISOString(),
  };
  const keys = [
    {
      key: accountKey(who.userId, who.ip),
      userId: who.userId,
      limit: CODE_FAILURES_PER_ACCOUNT_AND_CLIENT,
    },
    { key: clientKey(who.ip), userId: null, limit: CODE_FAILURES_PER_CLIENT },
  ];
  for (const { key, userId, limit } of keys) {
    const { failures, locks } = await addFailure(db, { key, userId, ip: who.ip }, at);
    if (failures < limit) continue;
    const until = new Date(now.getTime() + lockLengthMs(locks)).toISOString();
    await lockIfReached(db, key, limit, until);
  }
}

/** A right code: that account's count from this client starts again (the client's own does not). */
export async function forgetWrongCodes(db: Db, who: { userId: number; ip: string }): Promise<void> {
  await deleteLockKey(db, accountKey(who.userId, who.ip));
}

/** Whether wrong codes lock this account on some client now (shown to administrators). */
export async function hasCodeLocks(db: Db, userId: number, now: Date): Promise<boolean> {
  return (await countAccountLocks(db, userId, now.toISOString())) > 0;
}

/** The accounts locked on some client now (the administrators' user list). */
export async function accountsWithCodeLocks(db: Db, now: Date): Promise<Set<number>> {
  return new Set(await lockedAccounts(db, now.toISOString()));
}

/** An administrator lifts the account's code locks on every client. */
export async function liftCodeLocks(db: Db, userId: number): Promise<void> {
  await deleteAccountLocks(db, userId);
}
