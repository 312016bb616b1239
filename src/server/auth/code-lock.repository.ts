import type { Db } from '../db/database';
import { toIso } from '../db/values';
import { countRows, rowsTouched } from '../db/row-counts';

// The only writer of code_locks: wrong sign-in codes counted per client and per account+client.

/** The latest time any of these keys is locked until, if one is locked after `now`. */
export async function lockedUntil(db: Db, keys: string[], now: string): Promise<string | null> {
  const rows = await db
    .selectFrom('code_locks')
    .select('locked_until')
    .where('key', 'in', keys)
    .where('locked_until', '>', now)
    .execute();
  const times = rows.flatMap((r) => (r.locked_until ? [toIso(r.locked_until)] : []));
  return times.length ? times.sort().at(-1)! : null;
}

/**
 * Counts one wrong code on a key; a count that restarts after `countSince` passes without
 * failures, a lock level after `levelSince`. Answers the new count and the locks so far.
 */
export async function addFailure(
  db: Db,
  row: { key: string; userId: number | null; ip: string },
  at: { now: string; countSince: string; levelSince: string },
): Promise<{ failures: number; locks: number }> {
  await db
    .insertInto('code_locks')
    .values({
      key: row.key,
      user_id: row.userId,
      ip: row.ip,
      failures: 0,
      locks: 0,
      locked_until: null,
      last_failure_at: at.now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // One statement, so parallel wrong codes each count once.
  const counted = await db
    .updateTable('code_locks')
    .set((eb) => ({
      failures: eb
        .case()
        .when('last_failure_at', '<', at.countSince)
        .then(1)
        .else(eb('failures', '+', 1))
        .end(),
      locks: eb
        .case()
        .when('last_failure_at', '<', at.levelSince)
        .then(0)
        .else(eb.ref('locks'))
        .end(),
      last_failure_at: at.now,
    }))
    .where('key', '=', row.key)
    .returning(['failures', 'locks'])
    .executeTakeFirstOrThrow();
  return { failures: Number(counted.failures), locks: Number(counted.locks) };
}

/** Locks a key whose count reached `threshold`; only one of parallel callers applies it. */
export async function lockIfReached(
  db: Db,
  key: string,
  threshold: number,
  until: string,
): Promise<boolean> {
  const row = await db
    .updateTable('code_locks')
    .set((eb) => ({ failures: 0, locks: eb('locks', '+', 1), locked_until: until }))
    .where('key', '=', key)
    .where('failures', '>=', threshold)
    .returning('key')
    .executeTakeFirst();
  return !!row;
}

/** A successful sign-in from this client forgets that account's wrong codes from it. */
export async function deleteLockKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('code_locks').where('key', '=', key).execute();
}

/** The account's locks on any client, still running at `now`. */
export async function countAccountLocks(db: Db, userId: number, now: string): Promise<number> {
  return countRows(
    db.selectFrom('code_locks').where('user_id', '=', userId).where('locked_until', '>', now),
  );
}

export async function lockedAccounts(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('code_locks')
    .select('user_id')
    .distinct()
    .where('user_id', 'is not', null)
    .where('locked_until', '>', now)
    .execute();
  return rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id]));
}

/** An administrator's unlock: the account's counts and locks on every client. */
export async function deleteAccountLocks(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('code_locks').where('user_id', '=', userId).execute();
}

/** Forgets keys with no wrong code since `before` (their locks have ended by then). */
export async function deleteLocksBefore(db: Db, before: string): Promise<number> {
  return rowsTouched(db.deleteFrom('code_locks').where('last_failure_at', '<', before));
}
