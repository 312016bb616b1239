import { sql } from 'kysely';
import type { Db } from '../db/database';
import { normalizeEmail, toUser, type User } from './users.repository';

// Users for the admin area: search, create, edit names and roles.

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

export async function insertUser(
  db: Db,
  user: { email: string; firstName: string; lastName: string; phone: string; roles: string[] },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: normalizeEmail(user.email),
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      roles: JSON.stringify(user.roles),
      failed_code_count: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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

export async function resetFailedCodes(db: Db, id: number): Promise<void> {
  await db.updateTable('users').set({ failed_code_count: 0 }).where('id', '=', id).execute();
}
