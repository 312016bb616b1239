import type { Kysely } from 'kysely';
import { timeType } from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// A reinspection is an order of its own; this row links it to the order whose report it checks
// again and to the repair request it came from (none when the office made it without one).
// Decision 066.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('reinspections')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('original_order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('repair_request_id', 'integer', (c) => c.references('repair_requests.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await createIndexes(db, 'reinspections', { reinspections_original: ['original_order_id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['reinspections']);
}
