import { MAX_SLOT_LIMIT, type Slot } from '../../shared/slots/slot';
import type { Db } from '../db/database';
import { listSlots } from './slots.repository';

export async function getSlots(
  db: Db,
  opts: { future: boolean; limit?: number; now: Date },
): Promise<Slot[]> {
  const limit = Math.min(opts.limit ?? MAX_SLOT_LIMIT, MAX_SLOT_LIMIT);
  return listSlots(db, { from: opts.future ? opts.now.toISOString() : undefined, limit });
}
