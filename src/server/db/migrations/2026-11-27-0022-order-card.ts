import type { Kysely } from 'kysely';
import { timeType } from './helpers';
import { addColumns, dropColumns } from './schema-steps';

// A reserved order paid later by card keeps what its receipt shows: the card as the gateway names
// it to a merchant (type and last four digits, nothing more) and when it was paid.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'orders', [
    ['card_type', 'varchar(32)'],
    ['card_last4', 'varchar(4)'],
    ['paid_at', timeType(db)],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'orders', ['paid_at', 'card_last4', 'card_type']);
}
