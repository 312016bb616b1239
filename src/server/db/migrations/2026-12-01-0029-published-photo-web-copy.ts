import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers';
import { addColumns, dropColumns } from './schema-steps';

// A published photo's web copy beside its full copy: a phone loads the small one (decision 052).
// Versions published before it have none and serve the full copy.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = isPostgres(db) ? sql`bytea` : sql`blob`;
  await addColumns(db, 'written_report_published_photos', [
    ['web_data', bytes],
    ['web_width', 'integer'],
    ['web_height', 'integer'],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'written_report_published_photos', ['web_height', 'web_width', 'web_data']);
}
