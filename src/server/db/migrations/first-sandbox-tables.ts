import type { Kysely } from 'kysely';
import { idColumn, idType, requiredColumns, timeType } from './helpers';
import { createIndexes } from './schema-steps';

// The sandbox's tables as they were first made: by business migration 0006 and again, the same to
// the letter, by the sandbox's own first migration, which adopts 0006's tables where 0009 kept them.
export async function createFirstSandboxTables(
  db: Kysely<unknown>,
  { ifNotExists }: { ifNotExists: boolean },
): Promise<void> {
  const time = timeType(db);
  const createTable = (name: string) => {
    const table = db.schema.createTable(name);
    return ifNotExists ? table.ifNotExists() : table;
  };
  await createTable('sandbox_tokens')
    // SHA-256 of the one-time token: the database never holds a usable token.
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .$call(
      requiredColumns({
        login_id: 'varchar(25)',
        card_fingerprint: 'varchar(64)',
        card_bin: 'varchar(6)',
        card_last4: 'varchar(4)',
        card_type: 'varchar(20)',
        exp_date: 'varchar(7)',
        // Only the card-code result letter is kept, never the code itself.
        cvv_result: 'varchar(1)',
      }),
    )
    .addColumn('zip', 'varchar(20)')
    .addColumn('full_name', 'varchar(64)')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('used_at', time)
    .execute();

  await createTable('sandbox_transactions')
    .addColumn('id', idType(db), idColumn(db))
    .$call(
      requiredColumns({
        login_id: 'varchar(25)',
        status: 'varchar(32)',
        response_code: 'varchar(1)',
        reason_code: 'varchar(8)',
        auth_code: 'varchar(6)',
        amount_cents: 'integer',
      }),
    )
    .addColumn('captured_cents', 'integer')
    .addColumn('invoice_number', 'varchar(20)')
    .$call(
      requiredColumns({
        card_fingerprint: 'varchar(64)',
        card_last4: 'varchar(4)',
        card_type: 'varchar(20)',
        cvv_result: 'varchar(1)',
      }),
    )
    .addColumn('zip', 'varchar(20)')
    .addColumn('first_name', 'varchar(50)')
    .addColumn('last_name', 'varchar(50)')
    .addColumn('fault', 'varchar(24)')
    .addColumn('submitted_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await createIndexes(
    db,
    'sandbox_transactions',
    {
      sandbox_transactions_invoice: ['invoice_number'],
      // The duplicate-transaction check looks for the same card and amount within a time window.
      sandbox_transactions_duplicate: ['card_fingerprint', 'amount_cents', 'submitted_at'],
    },
    { ifNotExists },
  );
}
