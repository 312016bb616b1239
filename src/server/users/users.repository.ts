import type { Db } from '../db/database';
import { toIso } from '../db/values';

export interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: string[];
  failedCodeCount: number;
  createdAt: string;
  lastLoginAt: string | null;
}

type Row = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  roles: string;
  failed_code_count: number;
  created_at: string | Date;
  last_login_at: string | Date | null;
};

export const toUser = (r: Row): User => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  roles: JSON.parse(r.roles) as string[],
  failedCodeCount: r.failed_code_count,
  createdAt: toIso(r.created_at),
  lastLoginAt: r.last_login_at ? toIso(r.last_login_at) : null,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && toUser(row);
}

/**
 * The customer's user for an e-mail: created on first order (so customers can sign in without
 * registering). An existing account is only linked, never changed: whoever types an e-mail at
 * checkout has not proved they own it.
 */
export async function upsertCustomerUser(
  db: Db,
  customer: { email: string; firstName: string; lastName: string; phone: string },
  now: string,
): Promise<number> {
  const email = normalizeEmail(customer.email);
  await db
    .insertInto('users')
    .values({
      email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      phone: customer.phone,
      roles: '[]',
      failed_code_count: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error('user upsert failed');
  return user.id;
}

/** Creates a user unless the e-mail exists; answers the user either way. */
export async function insertUserIfMissing(
  db: Db,
  user: { email: string; firstName: string; lastName: string; roles: string[] },
  now: string,
): Promise<User> {
  const email = normalizeEmail(user.email);
  await db
    .insertInto('users')
    .values({
      email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: '',
      roles: JSON.stringify(user.roles),
      failed_code_count: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const found = await findUserByEmail(db, email);
  if (!found) throw new Error('user insert failed');
  return found;
}

export async function setUserRoles(
  db: Db,
  id: number,
  roles: string[],
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ roles: JSON.stringify(roles), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A successful sign-in: remembered, and the failed-code count starts again. */
export async function recordSignIn(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login_at: now, failed_code_count: 0 })
    .where('id', '=', id)
    .execute();
}

export async function addFailedCode(db: Db, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ failed_code_count: eb('failed_code_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
