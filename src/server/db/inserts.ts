import { type AnyColumn, type InsertQueryBuilder, type InsertResult, sql } from 'kysely';

type Insert<DB, TB extends keyof DB> = InsertQueryBuilder<DB, TB, InsertResult>;

/** Runs a one-row insert and answers the id the database gave the row (RETURNING, either dialect). */
export async function insertedId<DB, TB extends keyof DB>(query: Insert<DB, TB>): Promise<number> {
  const row = await query
    .returning(sql.ref('id').as('id'))
    // Kysely cannot name the column's type for an insert generic over its tables.
    .$castTo<{ id: number }>()
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Runs an insert that leaves alone a row already holding its value of a unique column. */
export async function insertIfMissing<DB, TB extends keyof DB>(
  query: Insert<DB, TB>,
  unique: AnyColumn<DB, TB>,
): Promise<void> {
  await query.onConflict((oc) => oc.column(unique).doNothing()).execute();
}
