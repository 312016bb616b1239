import type { Db } from '../db/database';
import { deleteLoginRequestsBefore } from './auth.repository';
import { deleteLocksBefore } from './code-lock.repository';
import { FORGET_AFTER_MS } from './code-lock.service';
import { deleteExpiredSessions, deleteSessionsOfUser } from './session.repository';

// Ending sessions from outside a request (role changes, clean-up jobs). Kept apart from
// session.service, which needs the users feature, so that users can call this one.

/** Ends every session of a user: after a role change the next sign-in gets a new session id. */
export async function endSessionsOfUser(db: Db, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}

/**
 * Removes expired sessions, the sign-in requests made before `requestsBefore`, and wrong-code
 * counts of clients quiet long enough to start over (their locks ended long before).
 */
export async function removeExpiredSignIns(
  db: Db,
  now: Date,
  requestsBefore: Date,
): Promise<{ sessions: number; loginRequests: number; codeLocks: number }> {
  const sessions = await deleteExpiredSessions(db, now.toISOString());
  const loginRequests = await deleteLoginRequestsBefore(db, requestsBefore.toISOString());
  const codeLocks = await deleteLocksBefore(
    db,
    new Date(now.getTime() - FORGET_AFTER_MS).toISOString(),
  );
  return { sessions, loginRequests, codeLocks };
}
