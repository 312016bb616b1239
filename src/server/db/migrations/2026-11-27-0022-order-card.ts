import type { Kysely } from 'kysely';
import { timeType } from './helpers';

// A reserved order paid later by card keeps what its receipt shows: the card as the gateway names
// it to a merchant (type and last four digits, nothing more) and when it was paid.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('card_type', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('card_last4', 'varchar(4)').execute();
  await db.schema.alterTable('orders').addColumn('paid_at', timeType(db)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('paid_at').execute();
  await db.schema.alterTable('orders').dropColumn('card_last4').execute();
  await db.schema.alterTable('orders').dropColumn('card_type').execute();
}
