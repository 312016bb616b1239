import type { FastifyInstance } from 'fastify';
import { tooLongMessage } from '../../shared/schema-fields';
import { z } from 'zod';
import { ADMINISTRATOR_ROLE, loginEmailSchema } from '../../shared/auth/login';
import type { Db } from '../db/database';
import { badRequest, conflict, foundOr404 } from '../errors';
import { sendSignInLinkFor } from '../auth/auth.service';
import { endSessionsOfUser } from '../auth/session-cleanup.service';
import { accountsWithCodeLocks, hasCodeLocks, liftCodeLocks } from '../auth/code-lock.service';
import { auditTrail } from '../audit/audit.service';
import { inTransaction } from '../db/unique-violation';
import type { Actor } from '../admin/actor';
import { INSPECTOR_ROLE } from '../../shared/auth/roles';
import { publicDataChanged } from '../cache/cache.service';
import { saveInspectorProfile } from '../inspectors/inspectors.service';
import type { InspectorProfileChange } from '../inspectors/inspectors.service';

const NO_PROFILE: InspectorProfileChange = { bio: '', licenceNumber: '', shown: true };
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type User,
  updateUserProfile,
} from './users.repository';

export { findUserById, searchUsers } from './users.repository';

/** The roles an administrator can give; other stored roles are kept as they are. */
export const KNOWN_ROLES = [
  { role: ADMINISTRATOR_ROLE, label: 'Administrator' },
  { role: INSPECTOR_ROLE, label: 'Inspector' },
] as const;

export const OWN_ADMIN_ROLE =
  'You cannot remove your own administrator role. Ask another administrator to do it.';
export const EMAIL_TAKEN = 'A user with this e-mail address already exists.';
export const USER_NOT_FOUND = 'That user does not exist.';

const auditUser = auditTrail('user');

const name = (label: string) => z.string().trim().max(100, tooLongMessage(label, 100));

export const userEditSchema = z.object({
  firstName: name('first name').min(1, 'Please enter a first name.'),
  lastName: name('last name'),
  phone: z.string().trim().max(40, tooLongMessage('phone number', 40)),
});

export const userCreateSchema = userEditSchema.extend({ email: loginEmailSchema });

/** The inspector profile's fields, saved while the user holds the inspector role. */
export type InspectorFields = InspectorProfileChange;

export type UserEdit = z.infer<typeof userEditSchema> & {
  roles: string[];
  inspector?: InspectorFields;
};
export type UserCreate = z.infer<typeof userCreateSchema> & {
  roles: string[];
  inspector?: InspectorFields;
};

const isInspector = (roles: readonly string[]) => roles.includes(INSPECTOR_ROLE);

/** Known roles as checked in the form, plus any other roles the user already had. */
export function rolesFrom(checked: string[], current: string[] = []): string[] {
  const known: string[] = KNOWN_ROLES.map((r) => r.role);
  const kept = current.filter((r) => !known.includes(r));
  return [...kept, ...known.filter((r) => checked.includes(r))];
}

export async function createUser(db: Db, by: Actor, input: UserCreate): Promise<number> {
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN);
  return inTransaction(db, EMAIL_TAKEN, async (trx) => {
    const id = await insertUser(trx, input, by.at.toISOString());
    await auditUser(trx, by.id, 'create', id, { email: input.email, roles: input.roles });
    if (isInspector(input.roles))
      await saveInspectorProfile(db, trx, by, id, input.inspector ?? NO_PROFILE);
    return id;
  });
}

/**
 * Names, phone and roles. An administrator cannot take away their own administrator role (the
 * site must never be left without one by accident). A role change ends the user's sessions, so
 * the next sign-in gets a new session id with the right timeouts.
 */
export async function editUser(db: Db, by: Actor, id: number, input: UserEdit): Promise<User> {
  const before = await foundOr404(findUserById(db, id), USER_NOT_FOUND);
  if (id === by.id && !input.roles.includes(ADMINISTRATOR_ROLE)) throw badRequest(OWN_ADMIN_ROLE);
  const rolesChanged = [...before.roles].sort().join(',') !== [...input.roles].sort().join(',');
  await db.transaction().execute(async (trx) => {
    await updateUserProfile(trx, id, input, by.at.toISOString());
    if (rolesChanged && id !== by.id) await endSessionsOfUser(trx, id);
    await auditUser(trx, by.id, 'update', id, {
      email: before.email,
      firstName: input.firstName,
      lastName: input.lastName,
      ...(rolesChanged ? { roles: input.roles, previousRoles: before.roles } : {}),
    });
    // The profile stays when the role goes (past slots and orders name them); the public lists
    // drop their slots and name, so the kept copies go too.
    if (isInspector(input.roles))
      await saveInspectorProfile(db, trx, by, id, input.inspector ?? NO_PROFILE);
    else if (isInspector(before.roles)) await publicDataChanged(db, trx, 'slots');
  });
  return { ...before, ...input };
}

/**
 * Sends the user the same sign-in e-mail as the login page, through the sign-in service (rate
 * limits, hashing, redaction of the log copy); only its link works, so only the user can use it.
 */
export async function sendSignInLink(
  app: FastifyInstance,
  by: Actor,
  id: number,
  ip: string,
): Promise<User> {
  const user = await foundOr404(findUserById(app.db, id), USER_NOT_FOUND);
  await sendSignInLinkFor(app, { email: user.email, ip, now: by.at });
  await auditUser(app.db, by.id, 'send-link', id, { email: user.email });
  return user;
}

/** Whether wrong codes keep the user's sign-in by code locked on some client right now. */
export const isCodeSignInLocked = (db: Db, id: number, now = new Date()) =>
  hasCodeLocks(db, id, now);

/** The users whose sign-in by code is locked on some client right now. */
export const usersWithCodeLocks = (db: Db, now = new Date()) => accountsWithCodeLocks(db, now);

/** Lifts the temporary code locks of the account on every client (they also end by themselves). */
export async function unlockUser(db: Db, by: Actor, id: number): Promise<User> {
  const user = await foundOr404(findUserById(db, id), USER_NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    await liftCodeLocks(trx, id);
    await auditUser(trx, by.id, 'unlock', id, { email: user.email });
  });
  return user;
}
