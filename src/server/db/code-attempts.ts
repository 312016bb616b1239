import type { Db } from './database';

/** Tables of one-time codes: each row counts its tries and is spent once (consumed_at). */
type CodeTable = 'login_requests' | 'email_changes';

/**
 * Claims one try before the code is compared, so parallel guesses cannot exceed the limit;
 * answers the number of tries used, or null when the request is dead or out of tries. Called
 * only by the repository that owns `table`.
 */
export async function claimCodeTry(
  db: Db,
  table: CodeTable,
  id: number,
  maxAttempts: number,
): Promise<number | null> {
  const row = await db
    .updateTable(table)
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row ? row.attempts : null;
}
