import type { Kysely } from 'kysely';
import { createTableWithId, timestamps, timeType, zeroByDefault } from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// Pages, services, slots and settings: the public catalogue of the site.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'pages')
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .$call(timestamps(time))
    .execute();

  await createTableWithId(db, 'services')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', zeroByDefault)
    .$call(timestamps(time))
    .execute();
  await createIndexes(db, 'services', { services_category: ['category', 'sort_order'] });

  await createTableWithId(db, 'slots')
    .addColumn('starts_at', time, (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .$call(timestamps(time))
    .execute();
  await createIndexes(db, 'slots', { slots_starts_at: ['starts_at'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['slots', 'services', 'pages', 'settings']);
}
