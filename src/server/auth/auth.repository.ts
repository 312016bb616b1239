import type { Db } from '../db/database';

// Sign-in requests (table login_requests): one row per "send me a link", for known and unknown
// e-mails alike, so the rate limits count both and reveal nothing.

export interface PendingLoginRequest {
  id: number;
  userId: number | null;
  codeHash: string | null;
}

export async function countRequestsByEmailSince(
  db: Db,
  email: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('login_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countRequestsByIpSince(db: Db, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('login_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** SECURITY.md: asking again replaces the earlier code (of this browser session). */
export async function retirePendingForSession(
  db: Db,
  sessionId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('login_requests')
    .set({ consumed_at: now })
    .where('session_id', '=', sessionId)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Marks a request used; answers its user only if this call was the one that consumed it. */
export async function consumeById(db: Db, id: number, now: string): Promise<number | null> {
  const row = await db
    .updateTable('login_requests')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Single use, atomically: answers the user of a live link token, consuming its request. */
export async function consumeByTokenHash(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<number | null> {
  const row = await db
    .updateTable('login_requests')
    .set({ consumed_at: now })
    .where('token_hash', '=', tokenHash)
    .where('consumed_at', 'is', null)
    .where('token_expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The live code request made from this browser session, if any. */
export async function findPendingCodeForSession(
  db: Db,
  sessionId: string,
  now: string,
): Promise<PendingLoginRequest | undefined> {
  const row = await db
    .selectFrom('login_requests')
    .select(['id', 'user_id', 'code_hash'])
    .where('session_id', '=', sessionId)
    .where('consumed_at', 'is', null)
    .where('code_hash', 'is not', null)
    .where('code_expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, codeHash: row.code_hash };
}

/**
 * Claims one try before the code is compared, so parallel guesses cannot exceed the limit;
 * answers the number of tries used, or null when the request is dead or out of tries.
 */
export async function claimCodeAttempt(
  db: Db,
  id: number,
  maxAttempts: number,
): Promise<number | null> {
  const row = await db
    .updateTable('login_requests')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row ? row.attempts : null;
}

export async function pruneLoginRequests(db: Db, before: string): Promise<void> {
  await db.deleteFrom('login_requests').where('created_at', '<', before).execute();
}

/**
 * The e-mail log keeps every message, but a live link and code must not sit there in clear
 * (SECURITY.md: only hashes are stored): the logged copy of a sign-in e-mail is redacted.
 */
export async function redactLoggedEmail(db: Db, emailId: number, secrets: string[]): Promise<void> {
  const row = await db
    .selectFrom('email_log')
    .select(['text_body', 'html_body'])
    .where('id', '=', emailId)
    .executeTakeFirst();
  if (!row) return;
  const redact = (body: string) =>
    secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), body);
  await db
    .updateTable('email_log')
    .set({
      text_body: redact(row.text_body),
      html_body: row.html_body === null ? null : redact(row.html_body),
    })
    .where('id', '=', emailId)
    .execute();
}
