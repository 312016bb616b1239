import { ADMINISTRATOR_ROLE } from '../../shared/auth/login';
import type { Db } from '../db/database';
import { deleteSessionsOfUser } from '../auth/session.repository';
import { insertUserIfMissing, setUserRoles } from './users.repository';

/**
 * ADMIN_EMAIL: makes sure each of these users exists with the administrator role. Run at every
 * start by every process (idempotent). A user who gains the role loses their sessions, so the
 * next sign-in gets a new session id with the shorter administrator timeouts (SECURITY.md).
 */
export async function ensureAdministrators(db: Db, emails: string[], now: string): Promise<void> {
  for (const email of emails) {
    const user = await insertUserIfMissing(
      db,
      { email, firstName: 'Administrator', lastName: '', roles: [ADMINISTRATOR_ROLE] },
      now,
    );
    if (user.roles.includes(ADMINISTRATOR_ROLE)) continue;
    await setUserRoles(db, user.id, [...user.roles, ADMINISTRATOR_ROLE], now);
    await deleteSessionsOfUser(db, user.id);
  }
}
