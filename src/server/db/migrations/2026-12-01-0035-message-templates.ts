import type { Kysely } from 'kysely';
import { timeType } from './helpers';
import { dropTables } from './schema-steps';

// The office's own wording of a message kind (Admin → Messages). A kind without a row sends its
// shipped text; Reset to default deletes the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_templates')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', timeType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['message_templates']);
}
