import type { Kysely } from 'kysely';
import { idColumn, idType, timeType } from '../../../db/migrations/helpers';

// The sandbox's state, in the database so that several app processes agree on every token and
// transaction. Databases made before the sandbox had its own migrations already hold these tables
// (business migration 0006 made them, same columns and index names): "if not exists" adopts them.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('sandbox_tokens')
    .ifNotExists()
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
    .ifNotExists()
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
    .ifNotExists()
    .on('sandbox_transactions')
    .column('invoice_number')
    .execute();
  // The duplicate-transaction check looks for the same card and amount within a time window.
  await db.schema
    .createIndex('sandbox_transactions_duplicate')
    .ifNotExists()
    .on('sandbox_transactions')
    .columns(['card_fingerprint', 'amount_cents', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_transactions').ifExists().execute();
  await db.schema.dropTable('sandbox_tokens').ifExists().execute();
}
