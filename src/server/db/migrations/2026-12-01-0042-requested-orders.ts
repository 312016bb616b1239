import { type Kysely, sql } from 'kysely';
import { timeType } from './helpers';
import { addColumns, dropColumns } from './schema-steps';

// Request, then confirm (decision 069): an order may be `requested`, and a requested order holds
// its slot as an active one does, so the one-order-per-slot index covers every order that is not
// cancelled. `proposed_at`: when the office moved a request to another time for the customer to
// accept (null: no proposal waiting).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_one_active_per_slot').execute();
  await db.schema
    .createIndex('orders_one_holding_per_slot')
    .on('orders')
    .column('slot_id')
    .unique()
    .where(sql.ref('booking_status'), '<>', 'cancelled')
    .execute();
  await addColumns(db, 'orders', [['proposed_at', timeType(db)]]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'orders', ['proposed_at']);
  await db.schema.dropIndex('orders_one_holding_per_slot').execute();
  await db.schema
    .createIndex('orders_one_active_per_slot')
    .on('orders')
    .column('slot_id')
    .unique()
    .where(sql.ref('booking_status'), '=', 'active')
    .execute();
}
