import type { Kysely } from 'kysely';
import { createTableWithId, requiredColumns, timestamps, timeType, zeroByDefault } from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// Users, DB-backed sessions and passwordless login requests (docs/sign-in.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'users')
    // Stored lower-cased: unique regardless of case.
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('failed_code_count', 'integer', zeroByDefault)
    .$call(timestamps(time))
    .addColumn('last_login_at', time)
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 of the cookie value: a stolen database does not yield live sessions.
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .$call(
      requiredColumns({
        created_at: time,
        last_seen_at: time,
        expires_at: time,
      }),
    )
    .execute();
  await createIndexes(db, 'sessions', {
    sessions_expires_at: ['expires_at'],
    sessions_user_id: ['user_id'],
  });

  await createTableWithId(db, 'login_requests')
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'varchar(64)')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)')
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('token_expires_at', time)
    .addColumn('code_expires_at', time)
    .addColumn('attempts', 'integer', zeroByDefault)
    .addColumn('consumed_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await createIndexes(db, 'login_requests', {
    login_requests_token_hash: ['token_hash'],
    login_requests_email_created: ['email', 'created_at'],
    login_requests_ip_created: ['ip', 'created_at'],
    login_requests_session: ['session_id'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['login_requests', 'sessions', 'users']);
}
