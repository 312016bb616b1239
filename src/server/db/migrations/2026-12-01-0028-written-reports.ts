import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import {
  createTableWithId,
  isPostgres,
  ownedBy,
  requiredColumns,
  timeType,
  zeroByDefault,
} from './helpers';
import { addColumns, createUniqueIndexes, dropColumns, dropTables } from './schema-steps';

/**
 * A finding or a photo of a report's draft: the report it belongs to, its id, and its section's
 * and item's keys. Frozen with this migration, as the helpers are.
 */
function createDraftEntryTable(db: Kysely<unknown>, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('report_id', 'integer', ownedBy('written_reports.id'))
    .$call(
      requiredColumns({ id: 'varchar(36)', section_key: 'varchar(60)', item_key: 'varchar(60)' }),
    );
}

/** For `.$call`: when each field of a draft entry was edited, when it was made and removed. */
function entryTimes<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .$call(requiredColumns({ field_times: 'text', created_at: 'varchar(40)' }))
    .addColumn('removed_at', 'varchar(40)');
}

// The written report of an order: its draft (facts, item entries, findings, photos, merged per
// field by the device's edit time), the change ids already applied, and its published versions
// (each a publish job, a snapshot and the published photo copies). Decision 047.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  const bytes = isPostgres(db) ? sql`bytea` : sql`blob`;
  await createTableWithId(db, 'written_reports')
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('template_version_id', 'integer', (c) =>
      c.notNull().references('report_template_versions.id'),
    )
    .$call(requiredColumns({ facts: 'text', fact_times: 'text' }))
    .addColumn('items_total', 'integer', zeroByDefault)
    .addColumn('items_done', 'integer', zeroByDefault)
    .addColumn('published_version', 'integer', zeroByDefault)
    .addColumn('published_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('written_report_items')
    .addColumn('report_id', 'integer', ownedBy('written_reports.id'))
    .$call(requiredColumns({ section_key: 'varchar(60)', item_key: 'varchar(60)' }))
    .addColumn('status', 'varchar(20)')
    .addColumn('status_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('written_report_items_pk', ['report_id', 'section_key', 'item_key'])
    .execute();
  await createDraftEntryTable(db, 'written_report_findings')
    .addColumn('comment_key', 'varchar(60)')
    .$call(
      requiredColumns({
        text: 'text',
        severity: 'varchar(20)',
        location: 'varchar(200)',
      }),
    )
    .$call(entryTimes)
    .addPrimaryKeyConstraint('written_report_findings_pk', ['report_id', 'id'])
    .execute();
  await createDraftEntryTable(db, 'written_report_photos')
    .addColumn('finding_id', 'varchar(36)')
    .$call(requiredColumns({ caption: 'varchar(300)', markup: 'text' }))
    .$call(entryTimes)
    .addColumn('width', 'integer', zeroByDefault)
    .addColumn('height', 'integer', zeroByDefault)
    .addColumn('size_bytes', 'integer', zeroByDefault)
    .addColumn('data', bytes)
    .addColumn('uploaded_at', time)
    .addPrimaryKeyConstraint('written_report_photos_pk', ['report_id', 'id'])
    .execute();
  await db.schema
    .createTable('written_report_changes')
    .addColumn('report_id', 'integer', ownedBy('written_reports.id'))
    .addColumn('change_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('applied_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('written_report_changes_pk', ['report_id', 'change_id'])
    .execute();
  await createTableWithId(db, 'written_report_versions')
    .addColumn('report_id', 'integer', ownedBy('written_reports.id'))
    .$call(requiredColumns({ version: 'integer', step: 'varchar(20)' }))
    .addColumn('percent', 'integer', zeroByDefault)
    .addColumn('message', 'varchar(300)')
    .addColumn('snapshot', 'text')
    .addColumn('report_file_id', 'integer', (c) => c.references('reports.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('published_at', time)
    .execute();
  await createUniqueIndexes(db, 'written_report_versions', {
    written_report_versions_number: ['report_id', 'version'],
  });
  await db.schema
    .createTable('written_report_published_photos')
    .addColumn('version_id', 'integer', ownedBy('written_report_versions.id'))
    .addColumn('photo_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('width', 'integer', zeroByDefault)
    .addColumn('height', 'integer', zeroByDefault)
    .addColumn('data', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('written_report_published_photos_pk', ['version_id', 'photo_id'])
    .execute();
  await addColumns(db, 'reports', [['web_version', 'integer']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'reports', ['web_version']);
  await dropTables(db, [
    'written_report_published_photos',
    'written_report_versions',
    'written_report_changes',
    'written_report_photos',
    'written_report_findings',
    'written_report_items',
    'written_reports',
  ]);
}
