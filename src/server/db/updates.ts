import {
  type FilterObject,
  type Kysely,
  type SelectType,
  sql,
  type UpdateObject,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';

type TableWithId<DB> = { [T in keyof DB]: DB[T] extends { id: unknown } ? T : never }[keyof DB] &
  string;
type IdOf<Row> = Row extends { id: infer I } ? SelectType<I> : never;

/** Sets columns of the one row with this id (the write most repositories' updates are). */
export async function updateById<DB, TB extends TableWithId<DB>>(
  db: Kysely<DB>,
  table: TB,
  id: IdOf<DB[TB]>,
  set: UpdateObject<DB, TB>,
): Promise<void> {
  // Kysely cannot resolve a table's alias for an update generic over its tables.
  const update = db.updateTable(table) as unknown as UpdateQueryBuilder<DB, TB, TB, UpdateResult>;
  await update.set(set).where(sql.ref('id'), '=', id).execute();
}

/**
 * Sets columns of the row with this id only while it still matches `guard` (each column equal to
 * its value, or IS NULL for null): check and write are one statement, so a row another request
 * changed meanwhile is left alone. Answers whether the row was written.
 */
export async function updateByIdWhile<DB, TB extends TableWithId<DB>>(
  db: Kysely<DB>,
  table: TB,
  id: IdOf<DB[TB]>,
  guard: FilterObject<DB, TB>,
  set: UpdateObject<DB, TB>,
): Promise<boolean> {
  const update = db.updateTable(table) as unknown as UpdateQueryBuilder<DB, TB, TB, UpdateResult>;
  const result = await update
    .set(set)
    .where(sql.ref('id'), '=', id)
    .where((eb) => eb.and(guard))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
