import {
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
