import type { Kysely } from 'kysely';
import { idColumn, idType, timeType } from './helpers';

// Plans change: full-day slots (a higher cancellation fee), what a cancellation did to the
// order's money, one calendar UID and sequence per order, the refunds payments owes and issues,
// the "Manage your inspection" links (only a token's SHA-256 is kept), the reminders sent (one row
// per order, reminder and inspection time: the unique key is what makes each one go out once),
// and the Reply-To and Message-ID of each e-mail.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .alterTable('slots')
    .addColumn('full_day', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('orders').addColumn('calendar_uid', 'varchar(255)').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('cancelled_by', 'varchar(16)').execute();
  await db.schema.alterTable('orders').addColumn('cancel_fee_cents', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('rescheduled_at', time).execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_uuid', 'varchar(64)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // due: waits for settlement; issued: the provider accepted it; failed: staff follow up.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('refund_transaction_id', 'varchar(64)')
    .addColumn('message', 'varchar(500)')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('issued_at', time)
    .execute();
  await db.schema
    .createIndex('payment_refunds_order_id')
    .on('payment_refunds')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('payment_refunds_status')
    .on('payment_refunds')
    .columns(['status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('manage_links')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('used_at', time)
    .execute();
  await db.schema
    .createIndex('manage_links_order_id')
    .on('manage_links')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('manage_links_expires_at')
    .on('manage_links')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('order_reminders')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    // before-72h, before-24h, thank-you, ...
    .addColumn('reminder', 'varchar(32)', (c) => c.notNull())
    .addColumn('starts_at', time, (c) => c.notNull())
    .addColumn('email_id', 'integer')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_reminders_once')
    .on('order_reminders')
    .columns(['order_id', 'reminder', 'starts_at'])
    .unique()
    .execute();

  await db.schema.alterTable('email_log').addColumn('reply_to', 'varchar(320)').execute();
  await db.schema.alterTable('email_log').addColumn('message_id', 'varchar(320)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_log').dropColumn('message_id').execute();
  await db.schema.alterTable('email_log').dropColumn('reply_to').execute();
  await db.schema.dropTable('order_reminders').execute();
  await db.schema.dropTable('manage_links').execute();
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.alterTable('orders').dropColumn('rescheduled_at').execute();
  await db.schema.alterTable('orders').dropColumn('cancel_fee_cents').execute();
  await db.schema.alterTable('orders').dropColumn('cancelled_by').execute();
  await db.schema.alterTable('orders').dropColumn('calendar_sequence').execute();
  await db.schema.alterTable('orders').dropColumn('calendar_uid').execute();
  await db.schema.alterTable('slots').dropColumn('full_day').execute();
}
