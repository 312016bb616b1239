import type { Kysely } from 'kysely';
import { timeType, zeroByDefault } from '../../db/migrations/helpers';

// Daily settlement and refunds: a transaction's type, the capture a refund is against, what has
// been refunded of a capture so far, and the batch that settled it and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = () => db.schema.alterTable('sandbox_transactions');
  await table()
    .addColumn('transaction_type', 'varchar(32)', (c) =>
      c.notNull().defaultTo('authOnlyTransaction'),
    )
    .execute();
  await table().addColumn('ref_trans_id', 'integer').execute();
  await table().addColumn('refunded_cents', 'integer', zeroByDefault).execute();
  await table().addColumn('batch_id', 'varchar(16)').execute();
  await table().addColumn('settled_at', timeType(db)).execute();
  // Settlement looks for what waits for the batch.
  await db.schema
    .createIndex('sandbox_transactions_status')
    .on('sandbox_transactions')
    .columns(['status', 'updated_at'])
    .execute();
}
