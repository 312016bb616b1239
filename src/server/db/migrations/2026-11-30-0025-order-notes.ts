import type { Kysely } from 'kysely';

// The checkout's "Notes and access details" (lockbox, gate, pets): free text of at most 1,000
// characters, null when none was given. Its own column, so an order's notes are one value.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('notes', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('notes').execute();
}
