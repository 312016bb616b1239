import type { Kysely } from 'kysely';
import { createTableWithId, timeType } from './helpers';
import { createIndexes } from './schema-steps';

// The tries counted by the per-client limits that have no table of their own (discount codes,
// manage links, calendar links, booking changes): kept here, so every process shares one count.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'rate_limit_hits')
    .addColumn('bucket', 'varchar(40)', (c) => c.notNull())
    .addColumn('client_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('at', timeType(db), (c) => c.notNull())
    .execute();
  await createIndexes(db, 'rate_limit_hits', {
    rate_limit_hits_client: ['bucket', 'client_key', 'at'],
    rate_limit_hits_at: ['at'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
