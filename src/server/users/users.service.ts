import { ADMINISTRATOR_ROLE } from '../../shared/auth/login';
import type { Db } from '../db/database';
import { endSessionsOfUser } from '../auth/session-cleanup.service';
import { insertUserIfMissing, setUserRoles } from './users.repository';

// What other features may ask of users: the account lookups, the customer's account at checkout,
// and the sign-in counters kept on the account.
export type { User } from './users.repository';
export {
  findUserByEmail,
  findUserById,
  recordSignIn,
  upsertCustomerUser,
} from './users.repository';

/**
 * ADMIN_EMAIL: makes sure each of these users exists with the administrator role. Run at every
 * start by every process (idempotent). A user who gains the role loses their sessions, so the
 * next sign-in gets a new session id with the shorter administrator timeouts.
 */
export async function ensureAdministrators(db: Db, emails: string[], now: string): Promise<void> {
  for (const email of emails) {
    const user = await insertUserIfMissing(
      db,
      { email, firstName: 'Administrator', lastName: '', phone: '', roles: [ADMINISTRATOR_ROLE] },
      now,
    );
    if (user.roles.includes(ADMINISTRATOR_ROLE)) continue;
    await setUserRoles(db, user.id, [...user.roles, ADMINISTRATOR_ROLE], now);
    await endSessionsOfUser(db, user.id);
  }
}

/** A staff account with these roles unless the e-mail exists (the demo inspectors). */
export async function ensureStaffUser(
  db: Db,
  user: { email: string; firstName: string; lastName: string; phone: string; roles: string[] },
  now: string,
): Promise<number> {
  return (await insertUserIfMissing(db, user, now)).id;
}
