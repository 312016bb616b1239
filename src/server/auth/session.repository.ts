import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import { toIso } from '../db/values';
import { rowsTouched } from '../db/row-counts';
import { updateById } from '../db/updates';

// The only writer of the sessions table.

export interface SessionRow {
  id: string;
  userId: number | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: number | null; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  return firstRow(db.selectFrom('sessions').selectAll().where('id', '=', id), (row) => ({
    id: row.id,
    userId: row.user_id,
    createdAt: toIso(row.created_at),
    lastSeenAt: toIso(row.last_seen_at),
    expiresAt: toIso(row.expires_at),
  }));
}

export async function touchSession(
  db: Db,
  id: string,
  now: string,
  expiresAt: string,
): Promise<void> {
  await updateById(db, 'sessions', id, { last_seen_at: now, expires_at: expiresAt });
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user, so a role change always comes with a new session id. */
export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Removes sessions past their expiry; answers how many. */
export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  return rowsTouched(db.deleteFrom('sessions').where('expires_at', '<=', now));
}
