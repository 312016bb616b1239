import type { DeleteResult, UpdateResult } from 'kysely';

type Write = { executeTakeFirst(): Promise<UpdateResult | DeleteResult> };

/** Runs an update or delete and answers how many rows it touched (Kysely counts in bigint). */
export async function rowsTouched(query: Write): Promise<number> {
  const result = await query.executeTakeFirst();
  return Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);
}

/** Whether a guarded write touched a row: the caller's claim or change won. */
export async function touchedAny(query: Write): Promise<boolean> {
  return (await rowsTouched(query)) > 0;
}
