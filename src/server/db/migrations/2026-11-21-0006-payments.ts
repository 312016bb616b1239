import type { Kysely } from 'kysely';
import { createFirstSandboxTables } from './first-sandbox-tables';
import { createTableWithId, timestamps, timeType, zeroByDefault } from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// Card payments: our record of every gateway call (written before the call, because the gateway
// takes no idempotency key), and the state of the built-in sandbox gateway. The sandbox keeps its
// state in the database so that several app processes behind a load balancer agree on every token
// and transaction. (Since 0009 the sandbox's tables belong to its own migrations.)
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'payment_attempts')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('order_uuid', 'varchar(64)')
    // No foreign key: with Pay now the card is authorized before the order exists.
    .addColumn('order_id', 'integer')
    .addColumn('session_id', 'varchar(64)')
    .addColumn('transaction_id', 'varchar(32)')
    .addColumn('amount_cents', 'integer')
    .addColumn('invoice_number', 'varchar(20)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('response_code', 'varchar(16)')
    .addColumn('auth_code', 'varchar(16)')
    .addColumn('message', 'text')
    // Reconciliation bookkeeping: claimed by one process at a time with a conditional UPDATE.
    .addColumn('reconcile_status', 'varchar(16)')
    .addColumn('reconcile_claimed_at', time)
    .addColumn('reconcile_tries', 'integer', zeroByDefault)
    .$call(timestamps(time))
    .execute();
  await createIndexes(db, 'payment_attempts', {
    payment_attempts_transaction: ['transaction_id'],
    payment_attempts_order_uuid: ['order_uuid'],
    payment_attempts_kind_created: ['kind', 'created_at'],
  });

  await createFirstSandboxTables(db, { ifNotExists: false });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['sandbox_transactions', 'sandbox_tokens', 'payment_attempts']);
}
