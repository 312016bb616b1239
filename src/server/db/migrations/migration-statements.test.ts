import SQLite from 'better-sqlite3';
import {
  Kysely,
  type LogEvent,
  type Migration,
  Migrator,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sandboxMigrations } from '../../payment-sandbox/sandbox-migrate';
import { createTestDatabase, testDialects } from '../../../testing/test-app';
import { runMigrations } from '../migrate';
import { migrations } from './index';

// Shipped migrations run again on every new database, so what they send must never change, even
// when their code is tidied: every statement, up and down, is held against a committed snapshot.
const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g;

function statementLog(lines: string[]) {
  return (event: LogEvent) => {
    const { sql, parameters } = event.query;
    if (/kysely_migration|sandbox_migration/.test(sql)) return;
    lines.push(`${sql}; -- ${JSON.stringify(parameters).replace(ISO_TIME, '<time>')}`);
  };
}

function open(url: string, lines: string[]): Kysely<unknown> {
  const log = statementLog(lines);
  if (url.startsWith('sqlite:')) {
    const database = new SQLite(url.slice('sqlite:'.length));
    return new Kysely({ dialect: new SqliteDialect({ database }), log });
  }
  return new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }),
    log,
  });
}

/** Steps down one migration at a time until the list ends or one has no way back. */
async function stepDown(db: Kysely<unknown>, set: Record<string, Migration>, table?: string) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => set },
    migrationTableName: table,
    migrationLockTableName: table && `${table}_lock`,
  });
  for (;;) {
    const { results } = await migrator.migrateDown();
    if (!results?.length || results.some((r) => r.status !== 'Success')) return;
  }
}

describe.each(testDialects)('the migrations on %s', (dialect) => {
  it('send the same statements as when they shipped, up and down', async () => {
    const database = await createTestDatabase(dialect);
    const lines: string[] = [];
    const db = open(database.url, lines);
    try {
      lines.push('-- business migrations, up');
      await runMigrations(db, { migrations });
      lines.push('-- payment sandbox migrations, up');
      await runMigrations(db, {
        migrations: sandboxMigrations,
        table: 'sandbox_migration',
        lockTable: 'sandbox_migration_lock',
      });
      lines.push('-- payment sandbox migrations, down');
      await stepDown(db, sandboxMigrations, 'sandbox_migration');
      lines.push('-- business migrations, down as far as they go');
      await stepDown(db, migrations);
    } finally {
      await db.destroy();
      await database.drop();
    }
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot(
      `./__snapshots__/migration-statements.${dialect}.txt`,
    );
  });
});
