import { type Kysely, sql } from 'kysely';
import type { DataType, ColumnBuild } from './helpers';

// The statements a migration runs one after another: SQLite alters one column per statement.
// Frozen as helpers.ts is: never edited once a migration uses one; a changed shape gets a new one.

/** Adds each column with an ALTER TABLE of its own: SQLite adds one column per ALTER TABLE. */
export async function addColumns(
  db: Kysely<unknown>,
  table: string,
  columns: readonly (readonly [string, DataType, ColumnBuild?])[],
): Promise<void> {
  for (const [name, type, build] of columns)
    await db.schema.alterTable(table).addColumn(name, type, build).execute();
}

/** Drops each column in the order given, one ALTER TABLE each (as SQLite wants). */
export async function dropColumns(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
): Promise<void> {
  for (const name of columns) await db.schema.alterTable(table).dropColumn(name).execute();
}

/** Drops the tables in the order given (dependent tables first). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}

/** Creates each named index on the table over its columns, in the order given. */
export async function createIndexes(
  db: Kysely<unknown>,
  table: string,
  indexes: Record<string, readonly string[]>,
  options: { unique?: boolean; ifNotExists?: boolean } = {},
): Promise<void> {
  for (const [name, columns] of Object.entries(indexes)) {
    let index = db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns]);
    if (options.unique) index = index.unique();
    if (options.ifNotExists) index = index.ifNotExists();
    await index.execute();
  }
}

/** Creates each named unique index on the table over its columns, in the order given. */
export function createUniqueIndexes(
  db: Kysely<unknown>,
  table: string,
  indexes: Record<string, readonly string[]>,
): Promise<void> {
  return createIndexes(db, table, indexes, { unique: true });
}

/** Creates a unique index over one column of the rows where `column` `op` `value` holds. */
export async function createPartialUniqueIndex(
  db: Kysely<unknown>,
  name: string,
  on: { table: string; column: string },
  where: readonly [column: string, op: '=' | '<>', value: string],
): Promise<void> {
  const [column, op, value] = where;
  await db.schema
    .createIndex(name)
    .on(on.table)
    .column(on.column)
    .unique()
    .where(sql.ref(column), op, value)
    .execute();
}
