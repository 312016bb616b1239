import type { Kysely } from 'kysely';

// The sandbox kept a SHA-256 of each card number (and its first six digits). Card numbers are few
// (at most 19 digits, the first six a known BIN), so such a hash gives the number back: the
// columns go, rows included. What stays is what a real gateway shows a merchant (brand, last four).
export async function up(db: Kysely<unknown>): Promise<void> {
  // An indexed column cannot be dropped (SQLite): the duplicate check's index goes first.
  await db.schema.dropIndex('sandbox_transactions_duplicate').ifExists().execute();
  await db.schema.alterTable('sandbox_transactions').dropColumn('card_fingerprint').execute();
  await db.schema.alterTable('sandbox_tokens').dropColumn('card_fingerprint').execute();
  await db.schema.alterTable('sandbox_tokens').dropColumn('card_bin').execute();
  await db.schema
    .createIndex('sandbox_transactions_card_amount')
    .on('sandbox_transactions')
    .columns(['card_last4', 'amount_cents', 'submitted_at'])
    .execute();
}
