import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { requiredColumns, timeType, zeroByDefault } from './helpers';
import { createIndexes } from './schema-steps';

// Wrong sign-in codes lock a client for a while, never an account for good (docs/sign-in.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('code_locks')
    // "ip|<ip>" counts a client over every account; "<user id>|<ip>" one account from one client.
    .addColumn('key', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', zeroByDefault)
    .addColumn('locks', 'integer', zeroByDefault)
    .addColumn('locked_until', time)
    .$call(requiredColumns({ last_failure_at: time }))
    .execute();
  await createIndexes(db, 'code_locks', {
    code_locks_user_id: ['user_id'],
    code_locks_last_failure_at: ['last_failure_at'],
  });
  // Requests answered quietly over the per-e-mail limit: counted per client, not per e-mail.
  await db.schema
    .alterTable('login_requests')
    .addColumn('throttled', 'integer', zeroByDefault)
    .execute();
  // The old per-account counter locked for good; nothing reads it now, so every such lock ends.
  await sql`update users set failed_code_count = 0 where failed_code_count > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_requests').dropColumn('throttled').execute();
  await db.schema.dropTable('code_locks').execute();
}
