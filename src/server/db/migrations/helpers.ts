import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time: they use these helpers and raw types, never the live schema types.
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
