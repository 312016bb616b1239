import type { Kysely } from 'kysely';

// The admin lists stay fast however long the tables grow: the Email page's count and list of
// given-up mail read only this index (not every failed row's bodies), and Advanced's latest
// declined card attempts are the first entries of an index instead of a sort of the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('email_log_given_up')
    .on('email_log')
    .columns(['status', 'resent_as', 'id'])
    .execute();
  await db.schema
    .createIndex('card_declines_created')
    .on('card_declines')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('card_declines_created').execute();
  await db.schema.dropIndex('email_log_given_up').execute();
}
