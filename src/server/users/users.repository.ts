import { type Selectable, sql } from 'kysely';
import { normalizeEmail } from '../../shared/email-address';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import type { UsersTable } from '../db/schema';
import { toIso } from '../db/values';
import { insertedId, insertIfMissing } from '../db/inserts';
import { updateById } from '../db/updates';

// The only writer of the users table.

export interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: string[];
  createdAt: string;
  lastLoginAt: string | null;
}

const toUser = (r: Selectable<UsersTable>): User => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  roles: JSON.parse(r.roles) as string[],
  createdAt: toIso(r.created_at),
  lastLoginAt: r.last_login_at ? toIso(r.last_login_at) : null,
});

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  return firstRow(db.selectFrom('users').selectAll().where('id', '=', id), toUser);
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return firstRow(
    db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)),
    toUser,
  );
}

/** Case-insensitive search in e-mail and names (both dialects: lower() on each side). */
export async function searchUsers(db: Db, search: string, limit: number): Promise<User[]> {
  let q = db.selectFrom('users').selectAll();
  const term = search.trim().toLowerCase();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(first_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(last_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const rows = await q.orderBy('email').limit(limit).execute();
  return rows.map(toUser);
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: string[];
}

function insertUserQuery(db: Db, user: NewUser, now: string) {
  return db.insertInto('users').values({
    email: normalizeEmail(user.email),
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    roles: JSON.stringify(user.roles),
    failed_code_count: 0,
    created_at: now,
    updated_at: now,
  });
}

export async function insertUser(db: Db, user: NewUser, now: string): Promise<number> {
  return insertedId(insertUserQuery(db, user, now));
}

/** Creates a user unless the e-mail exists; answers the stored user either way, unchanged. */
export async function insertUserIfMissing(db: Db, user: NewUser, now: string): Promise<User> {
  await insertIfMissing(insertUserQuery(db, user, now), 'email');
  const found = await findUserByEmail(db, user.email);
  if (!found) throw new Error('user insert failed');
  return found;
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
  // A new e-mail's row answers its id as it is inserted: one round trip in the order's
  // transaction instead of two (decision 084); an existing one is looked up.
  const inserted = await insertUserQuery(db, { ...customer, roles: [] }, now)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const found = await findUserByEmail(db, customer.email);
  if (!found) throw new Error('user insert failed');
  return found.id;
}

export async function updateUserProfile(
  db: Db,
  id: number,
  user: { firstName: string; lastName: string; phone: string; roles: string[] },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      roles: JSON.stringify(user.roles),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function setUserRoles(
  db: Db,
  id: number,
  roles: string[],
  now: string,
): Promise<void> {
  await updateById(db, 'users', id, { roles: JSON.stringify(roles), updated_at: now });
}

/** A successful sign-in is remembered. */
export async function recordSignIn(db: Db, id: number, now: string): Promise<void> {
  await updateById(db, 'users', id, { last_login_at: now });
}

/** The customer's own name and phone (/user/profile); roles are not theirs to change. */
export async function updateUserContact(
  db: Db,
  id: number,
  contact: { firstName: string; lastName: string; phone: string },
  now: string,
): Promise<void> {
  await updateById(db, 'users', id, {
    first_name: contact.firstName,
    last_name: contact.lastName,
    phone: contact.phone,
    updated_at: now,
  });
}

/** A confirmed new address; the unique index refuses one another account took meanwhile. */
export async function updateUserEmail(db: Db, id: number, email: string, now: string) {
  await db
    .updateTable('users')
    .set({ email: normalizeEmail(email), updated_at: now })
    .where('id', '=', id)
    .execute();
}
