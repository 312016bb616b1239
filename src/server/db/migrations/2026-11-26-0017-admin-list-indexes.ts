import type { Kysely } from 'kysely';
import { createIndexes } from './schema-steps';

// The admin lists stay fast however long the tables grow: the Email page's count and list of
// given-up mail read only this index (not every failed row's bodies), and Advanced's latest
// declined card attempts are the first entries of an index instead of a sort of the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexes(db, 'email_log', { email_log_given_up: ['status', 'resent_as', 'id'] });
  await createIndexes(db, 'card_declines', { card_declines_created: ['created_at', 'id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('card_declines_created').execute();
  await db.schema.dropIndex('email_log_given_up').execute();
}
