import type { Db } from '../db/database';
import type { AreaOwner, ServiceArea, TravelZone } from '../../shared/areas/service-areas';

// The one writer of service_areas and travel_zones.

const ownerKey = (owner: AreaOwner) => (owner === null ? 'business' : `inspector:${owner}`);
const zipsOf = (text: string) => text.split(' ').filter((z) => z !== '');

/** Every owner's area (owners who never set one are absent). */
export async function listAreas(db: Db): Promise<ServiceArea[]> {
  const rows = await db.selectFrom('service_areas').select(['inspector_id', 'zips']).execute();
  return rows.map((r) => ({ owner: r.inspector_id ?? null, zips: zipsOf(r.zips) }));
}

export async function findArea(db: Db, owner: AreaOwner): Promise<string[]> {
  const row = await db
    .selectFrom('service_areas')
    .select('zips')
    .where('owner_key', '=', ownerKey(owner))
    .executeTakeFirst();
  return row ? zipsOf(row.zips) : [];
}

/** Saves the owner's ZIPs (an empty list: the owner covers no ZIP of their own). */
export async function saveArea(db: Db, owner: AreaOwner, zips: readonly string[], now: string) {
  const text = zips.join(' ');
  await db
    .insertInto('service_areas')
    .values({ owner_key: ownerKey(owner), inspector_id: owner, zips: text, updated_at: now })
    .onConflict((oc) => oc.column('owner_key').doUpdateSet({ zips: text, updated_at: now }))
    .execute();
}

export async function listTravelZones(db: Db): Promise<TravelZone[]> {
  const rows = await db
    .selectFrom('travel_zones')
    .select(['name', 'fee_cents', 'zips'])
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ name: r.name, feeCents: Number(r.fee_cents), zips: zipsOf(r.zips) }));
}

/** Replaces every zone with these, in this order. */
export async function replaceTravelZones(db: Db, zones: readonly TravelZone[], now: string) {
  await db.deleteFrom('travel_zones').execute();
  if (zones.length === 0) return;
  await db
    .insertInto('travel_zones')
    .values(
      zones.map((z, position) => ({
        position,
        name: z.name,
        fee_cents: z.feeCents,
        zips: z.zips.join(' '),
        updated_at: now,
      })),
    )
    .execute();
}
