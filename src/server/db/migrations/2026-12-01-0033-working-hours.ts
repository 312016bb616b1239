import type { Kysely } from 'kysely';
import { createTableWithId, timeType, zeroByDefault } from './helpers';
import { addColumns, createIndexes, dropColumns, dropTables } from './schema-steps';

// Working hours instead of typed slots: each inspector's (and the business's) hours as one JSON
// document, the times an administrator blocked, and on a slot row booked from the hours its
// length (a row made at booking; hand-made slots keep 0 and null).
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'working_hours')
    // "business", or "inspector:<id>": one row per owner, unique where NULLs would not be.
    .addColumn('owner_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('inspector_id', 'integer', (c) => c.references('inspectors.id').onDelete('cascade'))
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'slot_blocks')
    .addColumn('inspector_id', 'integer', (c) => c.references('inspectors.id').onDelete('cascade'))
    .addColumn('starts_at', time, (c) => c.notNull())
    .addColumn('ends_at', time, (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await createIndexes(db, 'slot_blocks', { slot_blocks_starts_at: ['starts_at'] });
  await addColumns(db, 'slots', [
    ['from_hours', 'integer', zeroByDefault],
    ['minutes', 'integer'],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'slots', ['minutes', 'from_hours']);
  await dropTables(db, ['slot_blocks', 'working_hours']);
}
