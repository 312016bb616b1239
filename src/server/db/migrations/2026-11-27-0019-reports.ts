import { type Kysely, sql } from 'kysely';
import { createTableWithId, timeType, isPostgres, zeroByDefault } from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// Inspection reports: one row per uploaded PDF; the bytes in ~1 MB parts (report_chunks) unless a
// storage directory was set, so neither upload nor download holds a whole file in memory.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'reports')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('filename', 'varchar(120)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', zeroByDefault)
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('storage_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('storage_path', 'text')
    .addColumn('complete', 'integer', zeroByDefault)
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('uploaded_at', time, (c) => c.notNull())
    .addColumn('published_at', time)
    .addColumn('unpublished_at', time)
    .execute();
  await createIndexes(db, 'reports', { reports_order: ['order_id', 'id'] });
  await db.schema
    .createTable('report_chunks')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', isPostgres(db) ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addPrimaryKeyConstraint('report_chunks_pk', ['report_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['report_chunks', 'reports']);
}
