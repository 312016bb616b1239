import { type Kysely, type Migration, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

/** A list of migrations with the table that records which of them ran (and its lock table). */
export interface MigrationSet {
  migrations: Record<string, Migration>;
  /** Kysely's defaults (kysely_migration, kysely_migration_lock) when not given. */
  table?: string;
  lockTable?: string;
}

/** The business schema: every site's tables. */
export async function migrateToLatest(db: Db): Promise<void> {
  await runMigrations(db, { migrations });
}

/** The business migrations this build knows that the database has not recorded as run. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * Runs what has not run yet, one process at a time: PostgreSQL takes Kysely's advisory lock; SQLite
 * takes the write lock up front (BEGIN IMMEDIATE, waiting out busy_timeout), because a deferred
 * transaction that read a stale list of migrations would fail when it came to write.
 */
export async function runMigrations<T>(db: Kysely<T>, set: MigrationSet): Promise<void> {
  const options = {
    provider: { getMigrations: async () => set.migrations },
    migrationTableName: set.table,
    migrationLockTableName: set.lockTable,
  };
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    report(await new Migrator({ db, ...options }).migrateToLatest());
    return;
  }
  await db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    const outcome = await new Migrator({ db: conn, disableTransactions: true, ...options })
      .migrateToLatest()
      .catch((error: unknown) => ({ error, results: undefined }));
    await sql.raw(failure(outcome) ? 'rollback' : 'commit').execute(conn);
    report(outcome);
  });
}

type Outcome = Awaited<ReturnType<Migrator['migrateToLatest']>>;

function failure({ error, results }: Outcome) {
  return error || results?.some((r) => r.status === 'Error');
}

function report(outcome: Outcome): void {
  if (!failure(outcome)) return;
  const failed = outcome.results?.find((r) => r.status === 'Error');
  throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(outcome.error)}`, {
    cause: outcome.error,
  });
}
