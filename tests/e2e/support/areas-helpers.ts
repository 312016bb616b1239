import { bumpVersions } from '../../../src/server/cache/cache-versions.repository';
import type { Db } from '../../../src/server/db/database';

// The service-area half of "Booking that knows the job" (booking-knows-the-job.spec.ts): what a
// later part of the journey (the waitlist) needs to find the order the first visitor booked.

/** The booked visit's street and the ZIP of the inspector's area (and of the travel zone). */
export const AREA_JOURNEY = {
  street: '7 Far Hill Rd',
  zip: '15090',
  outsideZip: '99999',
  travelCents: 35_00,
  emailPrefix: 'area-full-day',
} as const;

/** The latest order the journey's first visitor booked (undefined before it has). */
export async function areaJourneyOrder(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('slots', 'slots.id', 'orders.slot_id')
    .select(['orders.id', 'orders.customer_email', 'orders.total_cents', 'slots.starts_at'])
    .where('orders.customer_email', 'like', `${AREA_JOURNEY.emailPrefix}-%`)
    .orderBy('orders.id', 'desc')
    .executeTakeFirst();
}

/**
 * Back to no areas and no zones, so the other journeys' order forms ask no ZIP first. The site
 * keeps both under the slots' and services' versions, which an office's edit moves: so does this.
 */
export async function clearAreas(db: Db) {
  await db.deleteFrom('service_areas').execute();
  await db.deleteFrom('travel_zones').execute();
  await bumpVersions(db, ['slots', 'services']);
}
