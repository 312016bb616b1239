import type { Kysely } from 'kysely';
import { idColumn, idType, timeType } from './helpers';

// Pages, services, slots and settings: the public catalogue of the site.
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idType(db);
  const time = timeType(db);

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', id, idColumn(db))
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', id, idColumn(db))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('services_category')
    .on('services')
    .columns(['category', 'sort_order'])
    .execute();

  await db.schema
    .createTable('slots')
    .addColumn('id', id, idColumn(db))
    .addColumn('starts_at', time, (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slots_starts_at').on('slots').column('starts_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['slots', 'services', 'pages', 'settings'])
    await db.schema.dropTable(table).execute();
}
