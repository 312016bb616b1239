import type { Db } from '../db/database';
import { claimCodeTry } from '../db/code-attempts';
import { firstRow } from '../db/first-row';
import { countRows, rowsTouched } from '../db/row-counts';

// The only writer of login_requests: one row per "send me a link", for known and unknown e-mails
// alike, so the rate limits count both and reveal nothing.

export interface PendingLoginRequest {
  id: number;
  userId: number | null;
  codeHash: string | null;
}

/**
 * Requests made after `since` for this e-mail, or from this address. Requests answered quietly
 * over the per-e-mail limit count only for their address, so retrying does not extend that wait.
 */
export async function countRequestsSince(
  db: Db,
  by: { email: string } | { ip: string },
  since: string,
): Promise<number> {
  const query = db.selectFrom('login_requests').where('created_at', '>', since);
  return countRows(
    'email' in by
      ? query.where('email', '=', by.email).where('throttled', '=', 0)
      : query.where('ip', '=', by.ip),
  );
}

export async function insertLoginRequest(
  db: Db,
  request: {
    email: string;
    userId: number | null;
    sessionId: string | null;
    ip: string;
    tokenHash: string | null;
    codeHash: string | null;
    tokenExpiresAt: string | null;
    codeExpiresAt: string | null;
    consumedAt: string | null;
    now: string;
    throttled?: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto('login_requests')
    .values({
      email: request.email,
      user_id: request.userId,
      session_id: request.sessionId,
      ip: request.ip,
      token_hash: request.tokenHash,
      code_hash: request.codeHash,
      token_expires_at: request.tokenExpiresAt,
      code_expires_at: request.codeExpiresAt,
      attempts: 0,
      consumed_at: request.consumedAt,
      created_at: request.now,
      throttled: request.throttled ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A live request marked used: every way of consuming one goes through here. */
const consumeLive = (db: Db, now: string) =>
  db.updateTable('login_requests').set({ consumed_at: now }).where('consumed_at', 'is', null);

/** Asking again replaces the earlier code of this browser session: only the newest one works. */
export async function retirePendingForSession(
  db: Db,
  sessionId: string,
  now: string,
): Promise<void> {
  await consumeLive(db, now).where('session_id', '=', sessionId).execute();
}

/** The user of the request a consuming write marked used; null when this call did not. */
async function consumedUserId(consume: ReturnType<typeof consumeLive>): Promise<number | null> {
  const row = await consume.returning('user_id').executeTakeFirst();
  return row?.user_id ?? null;
}

/** Marks a request used; answers its user only if this call was the one that consumed it. */
export function consumeById(db: Db, id: number, now: string): Promise<number | null> {
  return consumedUserId(consumeLive(db, now).where('id', '=', id));
}

/** Single use, atomically: answers the user of a live link token, consuming its request. */
export function consumeByTokenHash(db: Db, tokenHash: string, now: string): Promise<number | null> {
  return consumedUserId(
    consumeLive(db, now).where('token_hash', '=', tokenHash).where('token_expires_at', '>', now),
  );
}

/** The live code request made from this browser session, if any. */
export async function findPendingCodeForSession(
  db: Db,
  sessionId: string,
  now: string,
): Promise<PendingLoginRequest | undefined> {
  return firstRow(
    db
      .selectFrom('login_requests')
      .select(['id', 'user_id', 'code_hash'])
      .where('session_id', '=', sessionId)
      .where('consumed_at', 'is', null)
      .where('code_hash', 'is not', null)
      .where('code_expires_at', '>', now)
      .orderBy('id', 'desc'),
    (row) => ({ id: row.id, userId: row.user_id, codeHash: row.code_hash }),
  );
}

/** One try at the code of a sign-in request (see `claimCodeTry`). */
export function claimCodeAttempt(db: Db, id: number, maxAttempts: number): Promise<number | null> {
  return claimCodeTry(db, 'login_requests', id, maxAttempts);
}

/** Deletes sign-in requests made before `before` (all expired by then); answers how many. */
export async function deleteLoginRequestsBefore(db: Db, before: string): Promise<number> {
  return rowsTouched(db.deleteFrom('login_requests').where('created_at', '<', before));
}
