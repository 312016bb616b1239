import { type Kysely, sql } from 'kysely';

// The payment sandbox now keeps its tables under its own migrations, run only on sites that use it
// (src/server/payments/sandbox). Migration 0006 made them on every database; here the business
// schema lets go of them: dropped while empty (a new database, or a site on the real gateway), kept
// when they hold a sandbox's state, which the sandbox's own first migration then adopts as is.
// No down: once dropped, the tables are the sandbox's to make again, not this schema's.
const SANDBOX_TABLES = ['sandbox_transactions', 'sandbox_tokens'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of SANDBOX_TABLES) {
    const { rows } = await sql<{
      one: number;
    }>`select 1 as one from ${sql.table(table)} limit 1`.execute(db);
    if (rows.length > 0) return;
  }
  for (const table of SANDBOX_TABLES) await db.schema.dropTable(table).execute();
}
