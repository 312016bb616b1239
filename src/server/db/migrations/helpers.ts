import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

export type DataType = ColumnDataType | Expression<unknown>;
export type ColumnBuild = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

// Migrations are frozen in time: they use these helpers and raw types, never the live schema types.
// A shipped migration runs them again on every new database, so what they emit must never change:
// a helper here is never edited once a migration uses it; a changed shape gets a new helper.
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Auto-increment integer primary key in either dialect. */
export function idType(db: Kysely<unknown>) {
  return isPostgres(db) ? sql`serial` : sql`integer`;
}

export function idColumn(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement();
}

/** A UTC point in time: timestamptz in PostgreSQL, ISO-8601 text in SQLite. */
export function timeType(db: Kysely<unknown>) {
  return isPostgres(db) ? sql`timestamptz` : sql`text`;
}

/** A new table that starts with our usual `id` primary key. */
export function createTableWithId(db: Kysely<unknown>, table: string) {
  return db.schema.createTable(table).addColumn('id', idType(db), idColumn(db));
}

/** For `.$call`: the required created_at and updated_at columns of a row that gets edited. */
export function timestamps(time: DataType) {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull());
}

/** A required count or flag that starts at zero. */
export const zeroByDefault: ColumnBuild = (c) => c.notNull().defaultTo(0);

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export function ownedBy(reference: string) {
  return (c: ColumnDefinitionBuilder) => c.notNull().references(reference).onDelete('cascade');
}

/** For `.$call`: a run of required (not null) columns, added in the order written. */
export function requiredColumns(columns: Record<string, DataType>) {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    Object.entries(columns).reduce<CreateTableBuilder<T, string>>(
      (built, [name, type]) => built.addColumn(name, type, (c) => c.notNull()),
      table,
    );
}

/**
 * A new table of one text document per owner: `owner_key` is "business" or "inspector:<id>" (one
 * row per owner, unique where NULLs would not be), `inspector_id` the inspector's (gone with them),
 * then the required `document` column and `updated_at`.
 */
export function createPerOwnerTable(db: Kysely<unknown>, table: string, document: string) {
  return createTableWithId(db, table)
    .addColumn('owner_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('inspector_id', 'integer', (c) => c.references('inspectors.id').onDelete('cascade'))
    .addColumn(document, 'text', (c) => c.notNull())
    .addColumn('updated_at', timeType(db), (c) => c.notNull());
}
