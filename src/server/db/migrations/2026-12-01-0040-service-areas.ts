import type { Kysely } from 'kysely';
import { createPerOwnerTable, createTableWithId, requiredColumns, timeType } from './helpers';
import { dropTables } from './schema-steps';

// Service areas and travel zones (decision 068): the ZIPs each inspector (and the business) covers,
// one row per owner, and the zones whose ZIPs add a travel fee, in the order the office wrote them.
export async function up(db: Kysely<unknown>): Promise<void> {
  // `zips`: five-digit ZIPs separated by spaces.
  await createPerOwnerTable(db, 'service_areas', 'zips').execute();
  await createTableWithId(db, 'travel_zones')
    .$call(
      requiredColumns({
        position: 'integer',
        name: 'varchar(100)',
        fee_cents: 'integer',
        zips: 'text',
        updated_at: timeType(db),
      }),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['travel_zones', 'service_areas']);
}
