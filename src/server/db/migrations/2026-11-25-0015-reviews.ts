import type { Kysely } from 'kysely';
import { createTableWithId, timeType, timestamps } from './helpers';
import { createIndexes } from './schema-steps';

// Customer reviews the administrator writes up and chooses to show on the home page.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'reviews')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('town', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps(time))
    .execute();
  await createIndexes(db, 'reviews', { reviews_shown: ['shown', 'id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
