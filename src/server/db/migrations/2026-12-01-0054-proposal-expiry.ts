import type { Kysely } from 'kysely';
import { timeType } from './helpers';
import { addColumns, dropColumns } from './schema-steps';

// A time the office proposes for a request is held until `proposal_expires_at` (decision 077);
// unanswered by then, the request lapses: `proposal_lapsed_at` says so to the customer and office.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'orders', [
    ['proposal_expires_at', timeType(db)],
    ['proposal_lapsed_at', timeType(db)],
  ]);
  await db.schema
    .createIndex('orders_proposal_expires_at')
    .on('orders')
    .column('proposal_expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_proposal_expires_at').execute();
  await dropColumns(db, 'orders', ['proposal_expires_at', 'proposal_lapsed_at']);
}
