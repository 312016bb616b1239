import type { Kysely } from 'kysely';
import { zeroByDefault } from './helpers';

// One counter per kind of public data: every change bumps it in its own transaction, so each
// server process can tell with one small read whether its in-memory copies are still current.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('topic', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('version', 'integer', zeroByDefault)
    .execute();
  await db
    .insertInto('cache_versions' as never)
    .values(['pages', 'services', 'slots'].map((topic) => ({ topic, version: 0 })) as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_versions').execute();
}
