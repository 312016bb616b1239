import type { Kysely } from 'kysely';
import { timeType } from './helpers';
import { addColumns, createPartialUniqueIndex, dropColumns } from './schema-steps';

/** The one-order-per-slot index, over the orders that hold their slot. */
const ONE_PER_SLOT = { table: 'orders', column: 'slot_id' };

// Request, then confirm (decision 069): an order may be `requested`, and a requested order holds
// its slot as an active one does, so the one-order-per-slot index covers every order that is not
// cancelled. `proposed_at`: when the office moved a request to another time for the customer to
// accept (null: no proposal waiting).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_one_active_per_slot').execute();
  await createPartialUniqueIndex(db, 'orders_one_holding_per_slot', ONE_PER_SLOT, [
    'booking_status',
    '<>',
    'cancelled',
  ]);
  await addColumns(db, 'orders', [['proposed_at', timeType(db)]]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'orders', ['proposed_at']);
  await db.schema.dropIndex('orders_one_holding_per_slot').execute();
  await createPartialUniqueIndex(db, 'orders_one_active_per_slot', ONE_PER_SLOT, [
    'booking_status',
    '=',
    'active',
  ]);
}
