import type { Kysely } from 'kysely';
import { createFirstSandboxTables } from '../../db/migrations/first-sandbox-tables';

// The sandbox's state, in the database so that several app processes agree on every token and
// transaction. Databases made before the sandbox had its own migrations already hold these tables
// (business migration 0006 made them, same columns and index names): "if not exists" adopts them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createFirstSandboxTables(db, { ifNotExists: true });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_transactions').ifExists().execute();
  await db.schema.dropTable('sandbox_tokens').ifExists().execute();
}
