import type { Kysely } from 'kysely';
import { idColumn, idType, timeType } from './helpers';

// Card payments: our record of every gateway call (written before the call, because the gateway
// takes no idempotency key), and the state of the built-in sandbox gateway. The sandbox keeps its
// state in the database so that several app processes behind a load balancer agree on every token
// and transaction. (Since 0009 the sandbox's tables belong to its own migrations.)
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', idType(db), idColumn(db))
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
    .addColumn('reconcile_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_attempts_transaction')
    .on('payment_attempts')
    .column('transaction_id')
    .execute();
  await db.schema
    .createIndex('payment_attempts_order_uuid')
    .on('payment_attempts')
    .column('order_uuid')
    .execute();
  await db.schema
    .createIndex('payment_attempts_kind_created')
    .on('payment_attempts')
    .columns(['kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('sandbox_tokens')
    // SHA-256 of the one-time token: the database never holds a usable token.
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('login_id', 'varchar(25)', (c) => c.notNull())
    .addColumn('card_fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('card_bin', 'varchar(6)', (c) => c.notNull())
    .addColumn('card_last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('card_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('exp_date', 'varchar(7)', (c) => c.notNull())
    // Only the card-code result letter is kept, never the code itself.
    .addColumn('cvv_result', 'varchar(1)', (c) => c.notNull())
    .addColumn('zip', 'varchar(20)')
    .addColumn('full_name', 'varchar(64)')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('used_at', time)
    .execute();

  await db.schema
    .createTable('sandbox_transactions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('login_id', 'varchar(25)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('response_code', 'varchar(1)', (c) => c.notNull())
    .addColumn('reason_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('auth_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('captured_cents', 'integer')
    .addColumn('invoice_number', 'varchar(20)')
    .addColumn('card_fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('card_last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('card_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('cvv_result', 'varchar(1)', (c) => c.notNull())
    .addColumn('zip', 'varchar(20)')
    .addColumn('first_name', 'varchar(50)')
    .addColumn('last_name', 'varchar(50)')
    .addColumn('fault', 'varchar(24)')
    .addColumn('submitted_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_transactions_invoice')
    .on('sandbox_transactions')
    .column('invoice_number')
    .execute();
  await db.schema
    .createIndex('sandbox_transactions_duplicate')
    .on('sandbox_transactions')
    .columns(['card_fingerprint', 'amount_cents', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['sandbox_transactions', 'sandbox_tokens', 'payment_attempts'])
    await db.schema.dropTable(t).execute();
}
