import type { Kysely } from 'kysely';
import { createTableWithId, requiredColumns, timeType } from './helpers';
import { createIndexes } from './schema-steps';

// Every e-mail the site sends, with its delivery status (sent, failed, logged).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'email_log')
    .$call(
      requiredColumns({
        to_address: 'varchar(320)',
        subject: 'varchar(500)',
        kind: 'varchar(60)',
        text_body: 'text',
      }),
    )
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', timeType(db), (c) => c.notNull())
    .addColumn('sent_at', timeType(db))
    .execute();
  await createIndexes(db, 'email_log', { email_log_created_at: ['created_at'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_log').execute();
}
