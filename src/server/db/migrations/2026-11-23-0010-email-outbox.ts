import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { timeType, zeroByDefault } from './helpers';
import { addColumns, createIndexes, dropColumns } from './schema-steps';

// The e-mail log becomes the outbox: a message is written with the change that causes it and a
// worker delivers it later, with retries (docs/decisions/009-email-outbox.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await addColumns(db, 'email_log', [
    ['attempts', 'integer', zeroByDefault],
    ['next_attempt_at', time],
    ['give_up_at', time],
    ['lease_until', time],
    ['claimed_by', 'varchar(100)'],
    // The body to deliver when the logged copy is redacted (a sign-in link): gone once delivered.
    ['delivery_text', 'text'],
    ['delivery_html', 'text'],
    ['resent_as', 'integer'],
  ]);
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
  await createIndexes(db, 'email_log', { email_log_due: ['status', 'next_attempt_at'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_log_due').execute();
  await dropColumns(db, 'email_log', [
    'attempts',
    'next_attempt_at',
    'give_up_at',
    'lease_until',
    'claimed_by',
    'delivery_text',
    'delivery_html',
    'resent_as',
  ]);
}
