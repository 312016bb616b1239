import type { Kysely } from 'kysely';
import {
  createPerOwnerTable,
  createTableWithId,
  requiredColumns,
  timeType,
  zeroByDefault,
} from './helpers';
import { addColumns, createIndexes, dropColumns, dropTables } from './schema-steps';

// Working hours instead of typed slots: each inspector's (and the business's) hours as one JSON
// document, the times an administrator blocked, and on a slot row booked from the hours its
// length (a row made at booking; hand-made slots keep 0 and null).
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createPerOwnerTable(db, 'working_hours', 'hours').execute();
  await createTableWithId(db, 'slot_blocks')
    .addColumn('inspector_id', 'integer', (c) => c.references('inspectors.id').onDelete('cascade'))
    .$call(
      requiredColumns({
        starts_at: time,
        ends_at: time,
        reason: 'varchar(200)',
        created_at: time,
      }),
    )
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
