import type { Kysely } from 'kysely';
import { createTableWithId, ownedBy, requiredColumns, timeType, zeroByDefault } from './helpers';
import { createIndexes } from './schema-steps';

// A customer's new e-mail address waits here until the code sent to it comes back (docs/portal.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'email_changes')
    .addColumn('user_id', 'integer', ownedBy('users.id'))
    .$call(
      requiredColumns({
        new_email: 'varchar(254)',
        // HMAC of the code with the site secret: the database never holds a usable code.
        code_hash: 'varchar(64)',
        ip: 'varchar(64)',
      }),
    )
    .addColumn('attempts', 'integer', zeroByDefault)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('consumed_at', time)
    .execute();
  // The per-user and per-client limits count the last hour's requests.
  await createIndexes(db, 'email_changes', {
    email_changes_user_created: ['user_id', 'created_at'],
    email_changes_ip_created: ['ip', 'created_at'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
}
