import type { Db } from '../db/database';
import { deleteLoginRequestsBefore } from './auth.repository';
import { deleteExpiredSessions, deleteSessionsOfUser } from './session.repository';

// Ending sessions from outside a request (role changes, clean-up jobs). Kept apart from
// session.service, which needs the users feature, so that users can call this one.

/** Ends every session of a user: after a role change the next sign-in gets a new session id. */
export async function endSessionsOfUser(db: Db, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}

/** Removes expired sessions and the sign-in requests made before `requestsBefore`. */
export async function removeExpiredSignIns(
  db: Db,
  now: Date,
  requestsBefore: Date,
): Promise<{ sessions: number; loginRequests: number }> {
  const sessions = await deleteExpiredSessions(db, now.toISOString());
  const loginRequests = await deleteLoginRequestsBefore(db, requestsBefore.toISOString());
  return { sessions, loginRequests };
}
