import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import { claimCodeTry } from '../db/code-attempts';
import { countRows, touchedAny } from '../db/row-counts';

// The only writer of email_changes: one row per "send a code to my new address", kept after use
// so the per-user and per-client limits count them.

export interface PendingEmailChange {
  id: number;
  newEmail: string;
  codeHash: string;
}

/** Whose requests a limit counts: one user's, or one client address's. */
export type EmailChangesOf = { userId: number } | { ip: string };

export async function countEmailChangesSince(db: Db, by: EmailChangesOf, since: string) {
  const query = db.selectFrom('email_changes').where('created_at', '>', since);
  return countRows(
    'userId' in by ? query.where('user_id', '=', by.userId) : query.where('ip', '=', by.ip),
  );
}

export async function insertEmailChange(
  db: Db,
  change: {
    userId: number;
    newEmail: string;
    codeHash: string;
    ip: string;
    now: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('email_changes')
    .values({
      user_id: change.userId,
      new_email: change.newEmail,
      code_hash: change.codeHash,
      ip: change.ip,
      attempts: 0,
      created_at: change.now,
      expires_at: change.expiresAt,
      consumed_at: null,
    })
    .execute();
}

/** A live request marked used: every way of consuming one goes through here. */
const consumeLive = (db: Db, now: string) =>
  db.updateTable('email_changes').set({ consumed_at: now }).where('consumed_at', 'is', null);

/** Asking again replaces the earlier code: only the newest one works. */
export async function retirePendingEmailChanges(db: Db, userId: number, now: string) {
  await consumeLive(db, now).where('user_id', '=', userId).execute();
}

/** The user's live request (not used, not expired), if any. */
export async function findPendingEmailChange(db: Db, userId: number, now: string) {
  return firstRow(
    db
      .selectFrom('email_changes')
      .select(['id', 'new_email', 'code_hash'])
      .where((eb) => eb.and({ user_id: userId, consumed_at: null }))
      .where('expires_at', '>', now)
      .orderBy('id', 'desc'),
    (row): PendingEmailChange => ({ id: row.id, newEmail: row.new_email, codeHash: row.code_hash }),
  );
}

/** One try at the code of an e-mail change (see `claimCodeTry`). */
export function claimEmailCodeAttempt(
  db: Db,
  id: number,
  maxAttempts: number,
): Promise<number | null> {
  return claimCodeTry(db, 'email_changes', id, maxAttempts);
}

/** Marks a request used; true only for the call that did it. */
export function consumeEmailChange(db: Db, id: number, now: string): Promise<boolean> {
  return touchedAny(consumeLive(db, now).where('id', '=', id));
}
