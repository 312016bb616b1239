import type { Kysely } from 'kysely';
import { createIndexes, createTableWithId, timeType } from './helpers';

// Every e-mail the site sends, with its delivery status (sent, failed, logged).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'email_log')
    .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('kind', 'varchar(60)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
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
