import type { Kysely } from 'kysely';
import { createTableWithId, requiredColumns, timestamps, timeType } from './helpers';
import { createIndexes, createPartialUniqueIndex } from './schema-steps';

// Orders (bookings). Money in integer cents; cart, checkout and price lines as JSON text.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'orders')
    // The browser's idempotency key: a retried submission finds its order instead of a second one.
    .addColumn('order_uuid', 'varchar(36)', (c) => c.notNull().unique())
    // Restrict: a booked date cannot vanish under its order (an order's cart also keeps a copy).
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('session_id', 'varchar(64)')
    .addColumn('booking_status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('payment_status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .$call(
      requiredColumns({
        payment_method: 'varchar(20)',
        total_cents: 'integer',
        price_lines: 'text',
        cart: 'text',
        checkout: 'text',
        customer_email: 'varchar(320)',
        customer_name: 'varchar(200)',
      }),
    )
    .addColumn('customer_phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('transaction_id', 'varchar(40)')
    .addColumn('auth_code', 'varchar(20)')
    .addColumn('response_code', 'varchar(10)')
    .addColumn('authorized_cents', 'integer')
    .addColumn('captured_cents', 'integer')
    .$call(timestamps(time))
    .addColumn('cancelled_at', time)
    .execute();

  // The database itself makes double booking impossible: one active order per slot.
  await createPartialUniqueIndex(
    db,
    'orders_one_active_per_slot',
    { table: 'orders', column: 'slot_id' },
    ['booking_status', '=', 'active'],
  );
  await createIndexes(db, 'orders', {
    orders_slot_id: ['slot_id'],
    orders_user_id: ['user_id'],
    orders_session_id: ['session_id'],
    orders_created_at: ['created_at'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orders').execute();
}
