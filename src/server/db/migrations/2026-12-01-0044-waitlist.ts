import type { Kysely } from 'kysely';
import { createTableWithId, requiredColumns, timestamps, timeType } from './helpers';
import { addColumns, createIndexes, dropColumns, dropTables } from './schema-steps';

// The waitlist: a visitor's dates, services and ZIP, and the time offered to them while it is
// held (the link's token only as its SHA-256); and the buyer's inspection contingency deadline on
// an order. Decision 070.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'waitlist_entries')
    .$call(
      requiredColumns({
        email: 'varchar(254)',
        zip: 'varchar(10)',
        first_day: 'varchar(10)',
        last_day: 'varchar(10)',
        services: 'text',
      }),
    )
    .addColumn('deadline', 'varchar(10)')
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('offer_start', time)
    .addColumn('offer_minutes', 'integer')
    .addColumn('offer_slot_id', 'integer', (c) => c.references('slots.id'))
    .addColumn('offer_from_hours', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('offer_inspector_id', 'integer', (c) => c.references('inspectors.id'))
    .addColumn('offer_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('offer_expires_at', time)
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .$call(timestamps(time))
    .execute();
  await createIndexes(db, 'waitlist_entries', {
    waitlist_entries_state: ['state', 'deadline', 'created_at'],
    waitlist_entries_slot: ['offer_slot_id'],
  });
  await addColumns(db, 'orders', [['inspection_deadline', 'varchar(10)']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'orders', ['inspection_deadline']);
  await dropTables(db, ['waitlist_entries']);
}
