import { type DeleteResult, type SelectQueryBuilder, sql, type UpdateResult } from 'kysely';

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

/** How many rows a query's table and filters match (COUNT(*), a number on either dialect). */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll().as('n'))
    // Kysely cannot name the column's type for a query generic over its tables.
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether any row matches a query's table and filters; it reads one at most. */
export async function hasAnyRow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<boolean> {
  const row = await query.select(sql.lit(1).as('found')).limit(1).executeTakeFirst();
  return row !== undefined;
}
