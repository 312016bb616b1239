import { type Kysely, sql } from 'kysely';
import { createTableWithId, isPostgres, ownedBy, timeType, zeroByDefault } from './helpers';
import { addColumns, createIndexes, dropColumns, dropTables } from './schema-steps';

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
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('fact_times', 'text', (c) => c.notNull())
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
    .addColumn('section_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('item_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)')
    .addColumn('status_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('written_report_items_pk', ['report_id', 'section_key', 'item_key'])
    .execute();
  await db.schema
    .createTable('written_report_findings')
    .addColumn('report_id', 'integer', ownedBy('written_reports.id'))
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('section_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('item_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('comment_key', 'varchar(60)')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('severity', 'varchar(20)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('field_times', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('removed_at', 'varchar(40)')
    .addPrimaryKeyConstraint('written_report_findings_pk', ['report_id', 'id'])
    .execute();
  await db.schema
    .createTable('written_report_photos')
    .addColumn('report_id', 'integer', ownedBy('written_reports.id'))
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('section_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('item_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('finding_id', 'varchar(36)')
    .addColumn('caption', 'varchar(300)', (c) => c.notNull())
    .addColumn('markup', 'text', (c) => c.notNull())
    .addColumn('field_times', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('removed_at', 'varchar(40)')
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
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('step', 'varchar(20)', (c) => c.notNull())
    .addColumn('percent', 'integer', zeroByDefault)
    .addColumn('message', 'varchar(300)')
    .addColumn('snapshot', 'text')
    .addColumn('report_file_id', 'integer', (c) => c.references('reports.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('published_at', time)
    .execute();
  await createIndexes(
    db,
    'written_report_versions',
    { written_report_versions_number: ['report_id', 'version'] },
    { unique: true },
  );
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
