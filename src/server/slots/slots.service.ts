import { MAX_SLOT_LIMIT, type Slot } from '../../shared/slots/slot';
import type { Db } from '../db/database';
import { insertSlots, listSlots } from './slots.repository';

// The bookable slots for the calendar, the order form's check of a chosen slot, the demo data.
export { findSlot } from './slots.repository';

export async function getSlots(
  db: Db,
  opts: { future: boolean; limit?: number; now: Date },
): Promise<Slot[]> {
  const limit = Math.min(opts.limit ?? MAX_SLOT_LIMIT, MAX_SLOT_LIMIT);
  return listSlots(db, { from: opts.future ? opts.now.toISOString() : undefined, limit });
}

/** The demo slots of a new site. */
export async function addSlots(
  db: Db,
  slots: { startsAt: string; title: string }[],
  now: string,
): Promise<void> {
  await insertSlots(db, slots, now);
}
