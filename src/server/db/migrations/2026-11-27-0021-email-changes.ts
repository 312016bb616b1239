import type { Kysely } from 'kysely';
import { idColumn, idType, timeType } from './helpers';

// A customer's new e-mail address waits here until the code sent to it comes back (docs/portal.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('email_changes')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'varchar(254)', (c) => c.notNull())
    // HMAC of the code with the site secret: the database never holds a usable code.
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('consumed_at', time)
    .execute();
  // The per-user and per-client limits count the last hour's requests.
  await db.schema
    .createIndex('email_changes_user_created')
    .on('email_changes')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('email_changes_ip_created')
    .on('email_changes')
    .columns(['ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
}
