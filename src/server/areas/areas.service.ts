import {
  anyCovers,
  type AreaCover,
  areaCover,
  type AreaOwner,
  outsideAreaMessage,
  type ServiceArea,
  type TravelZone,
  travelZoneFor,
} from '../../shared/areas/service-areas';
import type { Db } from '../db/database';
import type { Actor } from '../admin/actor';
import { auditTrail } from '../audit/audit.service';
import { publicCacheFor } from '../cache/cache.service';
import { changePublicData } from '../cache/public-change';
import { badRequest, notFound } from '../errors';
import { findInspector } from '../inspectors/inspectors.service';
import { getBusinessPhone } from '../settings/settings.service';
import {
  findArea,
  listAreas,
  listTravelZones,
  replaceTravelZones,
  saveArea,
} from './areas.repository';

// Service areas and travel zones (decision 068): who covers a ZIP, the travel fee it carries, and
// the administrator's changes to both. Each change drops the kept slot lists (they filter by ZIP)
// and moves `services` too: an order is priced from kept copies of both (decision 098).

export { listTravelZones };
const auditAreas = auditTrail('service-area');

/** Who covers the ZIP (not restricted when no area is set anywhere). */
export async function coverOf(db: Db, zip: string): Promise<AreaCover> {
  return areaCover(await listAreas(db), zip);
}

interface PricingAreas {
  areas: readonly ServiceArea[];
  zones: readonly TravelZone[];
}

/**
 * Every area and travel zone, kept by this process under the `services` version, which their
 * edits move: an order's pricing reads no statement for them (decision 098). Shared: read,
 * never changed.
 */
const keptAreas = (db: Db): Promise<PricingAreas> =>
  publicCacheFor(db).value('services', 'pricing-areas', async () => {
    const [areas, zones] = await Promise.all([listAreas(db), listTravelZones(db)]);
    return { areas, zones };
  });

/** The travel fee (cents) the ZIP adds to an order; 0 outside every zone (the kept zones). */
export async function travelCentsFor(db: Db, zip: string): Promise<number> {
  return travelZoneFor((await keptAreas(db)).zones, zip)?.feeCents ?? 0;
}

/**
 * Refuses an order for a ZIP no area covers once any is set: the message with the business's
 * phone, named on the form's ZIP field. Answers who covers it (the kept areas).
 */
export async function assertZipServed(db: Db, zip: string): Promise<AreaCover> {
  const cover = areaCover((await keptAreas(db)).areas, zip);
  if (!anyCovers(cover)) {
    const message = outsideAreaMessage(await getBusinessPhone(db));
    throw badRequest(message, { fields: { 'cart.zip': message } });
  }
  return cover;
}

export const areaOf = (db: Db, owner: AreaOwner) => findArea(db, owner);

export async function saveAreaOf(db: Db, by: Actor, owner: AreaOwner, zips: readonly string[]) {
  if (owner !== null && !(await findInspector(db, owner)))
    throw notFound('That inspector does not exist.');
  const before = await findArea(db, owner);
  if (before.join(' ') === zips.join(' ')) return false;
  await changePublicData(db, ['slots', 'services'], async (trx) => {
    await saveArea(trx, owner, zips, by.at.toISOString());
    await auditAreas(trx, by.id, 'update', owner === null ? 'business' : String(owner), {
      zips: zips.length,
    });
  });
  return true;
}

export async function saveTravelZones(db: Db, by: Actor, zones: readonly TravelZone[]) {
  const before = await listTravelZones(db);
  if (JSON.stringify(before) === JSON.stringify(zones)) return false;
  await changePublicData(db, ['slots', 'services'], async (trx) => {
    await replaceTravelZones(trx, zones, by.at.toISOString());
    await auditAreas(trx, by.id, 'update', 'travel-zones', { zones: zones.length });
  });
  return true;
}

/** What the order form learns of a ZIP (or, without one, whether to ask it first). */
export async function serviceAreaAnswer(db: Db, zip: string | undefined) {
  const areas = await listAreas(db);
  const restricted = areaCover(areas, '').restricted;
  if (zip === undefined)
    return { restricted, zip: null, covered: !restricted, message: null, travel: null };
  const covered = anyCovers(areaCover(areas, zip));
  const zone = travelZoneFor(await listTravelZones(db), zip);
  return {
    restricted,
    zip,
    covered,
    message: covered ? null : outsideAreaMessage(await getBusinessPhone(db)),
    travel: covered && zone ? { name: 'Travel', cents: zone.feeCents } : null,
  };
}

/** What Advanced shows: the business's own area and the travel zones. */
export async function areaSettingsOf(db: Db) {
  const [businessZips, zones] = await Promise.all([findArea(db, null), listTravelZones(db)]);
  return { businessZips, zones };
}
