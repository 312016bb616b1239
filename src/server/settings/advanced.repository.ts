import type { Db } from '../db/database';

/** Deletes sign-in requests made before `before` (all expired by then); answers how many. */
export async function deleteLoginRequestsBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('login_requests')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
