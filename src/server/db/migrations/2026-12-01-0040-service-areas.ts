import type { Kysely } from 'kysely';
import { createTableWithId, timeType } from './helpers';
import { dropTables } from './schema-steps';

// Service areas and travel zones (decision 068): the ZIPs each inspector (and the business) covers,
// one row per owner, and the zones whose ZIPs add a travel fee, in the order the office wrote them.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'service_areas')
    // "business", or "inspector:<id>": one row per owner, unique where NULLs would not be.
    .addColumn('owner_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('inspector_id', 'integer', (c) => c.references('inspectors.id').onDelete('cascade'))
    // Five-digit ZIPs separated by spaces.
    .addColumn('zips', 'text', (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'travel_zones')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    .addColumn('zips', 'text', (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['travel_zones', 'service_areas']);
}
