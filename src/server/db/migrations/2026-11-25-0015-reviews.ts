import type { Kysely } from 'kysely';
import { idColumn, idType, timeType } from './helpers';

// Customer reviews the administrator writes up and chooses to show on the home page.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('reviews')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('town', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_shown').on('reviews').columns(['shown', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
