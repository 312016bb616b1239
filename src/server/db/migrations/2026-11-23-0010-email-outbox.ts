import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { timeType } from './helpers';

// The e-mail log becomes the outbox: a message is written with the change that causes it and a
// worker delivers it later, with retries (docs/decisions/009-email-outbox.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('email_log')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Each column on its own: SQLite adds one column per ALTER TABLE.
  for (const [name, type] of [
    ['next_attempt_at', timeType(db)],
    ['give_up_at', timeType(db)],
    ['lease_until', timeType(db)],
    ['claimed_by', sql`varchar(100)`],
    // The body to deliver when the logged copy is redacted (a sign-in link): gone once delivered.
    ['delivery_text', sql`text`],
    ['delivery_html', sql`text`],
    ['resent_as', sql`integer`],
  ] as const)
    await db.schema.alterTable('email_log').addColumn(name, type).execute();
  // Messages an older version left queued (a crash between commit and send) are tried once more;
  // a sign-in e-mail among them is not, its link having long expired.
  const table = 'email_log' as never;
  await db
    .updateTable(table)
    .set({ status: 'failed', error: 'Not sent: the sign-in link expired first.' } as never)
    .where('status' as never, '=', 'queued' as never)
    .where('kind' as never, '=', 'login' as never)
    .execute();
  await db
    .updateTable(table)
    .set({ next_attempt_at: sql`created_at`, give_up_at: sql`created_at` } as never)
    .where('status' as never, '=', 'queued' as never)
    .execute();
  await db.schema
    .createIndex('email_log_due')
    .on('email_log')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_log_due').execute();
  for (const name of [
    'attempts',
    'next_attempt_at',
    'give_up_at',
    'lease_until',
    'claimed_by',
    'delivery_text',
    'delivery_html',
    'resent_as',
  ])
    await db.schema.alterTable('email_log').dropColumn(name).execute();
}
