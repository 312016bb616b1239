import { MAX_SLOT_LIMIT, type Slot } from '../../shared/slots/slot';
import type { Db } from '../db/database';
import { notFound } from '../errors';
import { findInspector } from '../inspectors/inspectors.service';
import { insertSlots } from './slots.repository';
import { listSlots } from './bookable-slots.repository';

// The bookable slots for the calendar, the order form's check of a chosen slot, the demo data.
// A slot the office adds for a visit it books itself (a reinspection).
export { holdOfferedSlot, insertSlots, slotAtStart } from './slots.repository';
export {
  findSlot,
  findSlotOfAnyInspector,
  freeSlotAt,
  freeSlotsAt,
  type InspectedSlot,
} from './bookable-slots.repository';

export const INSPECTOR_NOT_CHOOSABLE = 'That inspector cannot be chosen.';

/** A named inspector customers may choose: shown on the site and still holding the role. */
export async function choosableInspector(db: Db, id: number) {
  const inspector = await findInspector(db, id);
  return inspector?.shown && inspector.active ? inspector : undefined;
}

/**
 * Free slots ascending: one per start across inspectors (any inspector), or only the named
 * inspector's (404 for one customers may not choose).
 */
export async function getSlots(
  db: Db,
  opts: { future: boolean; limit?: number; now: Date; inspectorId?: number },
): Promise<Slot[]> {
  const limit = Math.min(opts.limit ?? MAX_SLOT_LIMIT, MAX_SLOT_LIMIT);
  if (opts.inspectorId !== undefined && !(await choosableInspector(db, opts.inspectorId)))
    throw notFound(INSPECTOR_NOT_CHOOSABLE);
  return listSlots(db, {
    from: opts.future ? opts.now.toISOString() : undefined,
    limit,
    inspectorId: opts.inspectorId,
  });
}

/**
 * Free future slots a booking may move to: one per time across inspectors ('any'), or one
 * inspector's only (null: the business's own). No "shown" check: the order already has them.
 */
export function freeSlotsFor(
  db: Db,
  opts: { now: Date; limit: number; inspector: 'any' | number | null },
): Promise<Slot[]> {
  return listSlots(db, {
    from: opts.now.toISOString(),
    limit: Math.min(opts.limit, MAX_SLOT_LIMIT),
    inspectorId: opts.inspector === 'any' ? undefined : opts.inspector,
  });
}

/** The demo slots of a new site, each given to the inspector named (null: the business). */
export async function addSlots(
  db: Db,
  slots: { startsAt: string; title: string; inspectorId?: number | null }[],
  now: string,
): Promise<void> {
  await insertSlots(db, slots, now);
}
