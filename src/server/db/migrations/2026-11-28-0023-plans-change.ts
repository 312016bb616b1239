import type { Kysely } from 'kysely';
import {
  createTableWithId,
  ownedBy,
  requiredColumns,
  timestamps,
  timeType,
  zeroByDefault,
} from './helpers';
import { addColumns, createIndexes, dropColumns, dropTables } from './schema-steps';

// Plans change: full-day slots (a higher cancellation fee), what a cancellation did to the
// order's money, one calendar UID and sequence per order, the refunds payments owes and issues,
// the "Manage your inspection" links (only a token's SHA-256 is kept), the reminders sent (one row
// per order, reminder and inspection time: the unique key is what makes each one go out once),
// and the Reply-To and Message-ID of each e-mail.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema.alterTable('slots').addColumn('full_day', 'integer', zeroByDefault).execute();

  await addColumns(db, 'orders', [
    ['calendar_uid', 'varchar(255)'],
    ['calendar_sequence', 'integer', zeroByDefault],
    ['cancelled_by', 'varchar(16)'],
    ['cancel_fee_cents', 'integer'],
    ['rescheduled_at', time],
  ]);

  await createTableWithId(db, 'payment_refunds')
    .$call(
      requiredColumns({
        order_id: 'integer',
        order_uuid: 'varchar(64)',
        transaction_id: 'varchar(64)',
        amount_cents: 'integer',
        // due: waits for settlement; issued: the provider accepted it; failed: staff follow up.
        status: 'varchar(16)',
      }),
    )
    .addColumn('refund_transaction_id', 'varchar(64)')
    .addColumn('message', 'varchar(500)')
    .addColumn('tries', 'integer', zeroByDefault)
    .addColumn('claimed_until', time)
    .$call(timestamps(time))
    .addColumn('issued_at', time)
    .execute();
  await createIndexes(db, 'payment_refunds', {
    payment_refunds_order_id: ['order_id'],
    payment_refunds_status: ['status', 'updated_at'],
  });

  await createTableWithId(db, 'manage_links')
    .addColumn('order_id', 'integer', ownedBy('orders.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .$call(requiredColumns({ created_at: time, expires_at: time }))
    .addColumn('used_at', time)
    .execute();
  await createIndexes(db, 'manage_links', {
    manage_links_order_id: ['order_id'],
    manage_links_expires_at: ['expires_at'],
  });

  await createTableWithId(db, 'order_reminders')
    .addColumn('order_id', 'integer', ownedBy('orders.id'))
    // before-72h, before-24h, thank-you, ...
    .addColumn('reminder', 'varchar(32)', (c) => c.notNull())
    .addColumn('starts_at', time, (c) => c.notNull())
    .addColumn('email_id', 'integer')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await createIndexes(
    db,
    'order_reminders',
    { order_reminders_once: ['order_id', 'reminder', 'starts_at'] },
    { unique: true },
  );

  await addColumns(db, 'email_log', [
    ['reply_to', 'varchar(320)'],
    ['message_id', 'varchar(320)'],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'email_log', ['message_id', 'reply_to']);
  await dropTables(db, ['order_reminders', 'manage_links', 'payment_refunds']);
  await dropColumns(db, 'orders', [
    'rescheduled_at',
    'cancel_fee_cents',
    'cancelled_by',
    'calendar_sequence',
    'calendar_uid',
  ]);
  await db.schema.alterTable('slots').dropColumn('full_day').execute();
}
