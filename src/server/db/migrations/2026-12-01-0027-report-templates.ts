import type { Kysely } from 'kysely';
import { createTableWithId, ownedBy, requiredColumns, timeType } from './helpers';
import { createUniqueIndexes, dropTables } from './schema-steps';

// Report templates: a name, and versions that never change once written (the document as JSON),
// so a report keeps the version it started from (decision 046).
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'report_templates')
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'report_template_versions')
    .addColumn('template_id', 'integer', ownedBy('report_templates.id'))
    .$call(requiredColumns({ version: 'integer', document: 'text' }))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await createUniqueIndexes(db, 'report_template_versions', {
    report_template_versions_number: ['template_id', 'version'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['report_template_versions', 'report_templates']);
}
