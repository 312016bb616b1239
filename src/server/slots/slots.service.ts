import { MAX_SLOT_LIMIT, type Slot } from '../../shared/slots/slot';
import type { Db } from '../db/database';
import { type HttpError, notFound } from '../errors';
import { coverOf } from '../areas/areas.service';
import type { Misfit } from '../../shared/slots/free-times';
import { findInspector } from '../inspectors/inspectors.service';
import { insertSlots } from './slots.repository';
import { listSlots } from './bookable-slots.repository';
import { asSlots, handSlotsThatFit, hoursTimes, misfitRefusal } from './free-times.service';
import { type VisitOptions, visitMinutesOfOptions } from '../../shared/booking/visit-length';
import { listServices } from '../services/services.service';
import { DEFAULT_TIME_ZONE } from '../../shared/time';

// The bookable slots for the calendar, the order form's check of a chosen slot, the demo data.
// A slot the office adds for a visit it books itself (a reinspection).
export { holdOfferedSlot, insertSlots, slotAtStart } from './slots.repository';
export {
  findSlot,
  findSlotOfAnyInspector,
  findSlotToBook,
  freeSlotAt,
  freeSlotsAt,
  type InspectedSlot,
  slotTakenState,
} from './bookable-slots.repository';

export const INSPECTOR_NOT_CHOOSABLE = 'That inspector cannot be chosen.';

/** A named inspector customers may choose: shown on the site and still holding the role. */
export async function choosableInspector(db: Db, id: number) {
  const inspector = await findInspector(db, id);
  return inspector?.shown && inspector.active ? inspector : undefined;
}

export interface SlotListQuery {
  future: boolean;
  limit?: number;
  now: Date;
  inspectorId?: number;
  visit?: VisitOptions;
  /** The visit's length when the caller knows it (else worked out from `visit`). */
  visitMinutes?: number;
  /** The property's ZIP: only the owners whose service area covers it (decision 068). */
  zip?: string;
  timeZone?: string;
}

/** The owners a ZIP restricts the lists to (undefined: no area set, or no ZIP given). */
export async function ownersOfZip(db: Db, zip: string | undefined) {
  if (zip === undefined) return undefined;
  const cover = await coverOf(db, zip);
  return cover.restricted ? cover.owners : undefined;
}

/**
 * Free times ascending: hand-made slots (within the notice and the day's limit) and the times
 * working hours offer for the visit, one per start (a hand-made slot stands for a time both
 * offer); across inspectors (any) or only the named inspector's (404 for one customers may not
 * choose); with a ZIP, only of the owners whose area covers it.
 */
export async function getSlots(
  db: Db,
  opts: SlotListQuery,
): Promise<{ slots: Slot[]; fromHours: boolean }> {
  const limit = Math.min(opts.limit ?? MAX_SLOT_LIMIT, MAX_SLOT_LIMIT);
  if (opts.inspectorId !== undefined && !(await choosableInspector(db, opts.inspectorId)))
    throw notFound(INSPECTOR_NOT_CHOOSABLE);
  const owners = await ownersOfZip(db, opts.zip);
  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const listed = await listSlots(db, {
    from: opts.future ? opts.now.toISOString() : undefined,
    limit,
    inspectorId: opts.inspectorId,
    owners,
  });
  if (!opts.future) return { slots: listed.map(publicSlot), fromHours: false };
  const hand = (await handSlotsThatFit(db, listed, opts.now, timeZone)).map(publicSlot);
  const visitMinutes =
    opts.visitMinutes ??
    visitMinutesOfOptions(await listServices(db), opts.visit ?? { addonIds: [], units: 0 });
  const times = await hoursTimes(
    db,
    { inspectorId: opts.inspectorId, visitMinutes, now: opts.now, timeZone, owners },
    limit,
  );
  if (times.length === 0) return { slots: hand, fromHours: false };
  const taken = new Set(hand.map((s) => s.start));
  const merged = [...hand, ...asSlots(times).filter((t) => !taken.has(t.start))]
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
    .slice(0, limit);
  return { slots: merged, fromHours: true };
}

const publicSlot = (s: Slot): Slot => ({ id: s.id, start: s.start, title: s.title });

/**
 * The refusal of a time that no longer fits (taken, past the notice, over the day's limit): 409
 * with the reason and the next five free times for this visit, hand-made or from the hours.
 */
export async function timeRefusal(
  db: Db,
  q: Omit<SlotListQuery, 'future' | 'limit'>,
  misfit: Misfit,
): Promise<HttpError> {
  const { slots } = await getSlots(db, { ...q, future: true, limit: 5 });
  return misfitRefusal(misfit, slots);
}

/** The owners in both sets (`area` undefined: no area restricts them). */
export const withinArea = <T>(owners: ReadonlySet<T>, area: ReadonlySet<T> | undefined) =>
  area ? new Set([...owners].filter((o) => area.has(o))) : owners;

/**
 * Free future times a booking may move to: hand-made slots (within the notice and the day's
 * limit) and, given the visit's length, the times working hours offer for it; one per time across
 * inspectors ('any'), or one owner's only (null: the business's own); with `area`, only of the
 * owners covering the property's ZIP. No "shown" check: the order already has them.
 */
export async function freeSlotsFor(
  db: Db,
  opts: {
    now: Date;
    limit: number;
    inspector: 'any' | number | null;
    visitMinutes?: number;
    timeZone?: string;
    area?: ReadonlySet<number | null>;
    /** No time before this (later than now): the office looking further ahead. */
    from?: Date;
  },
): Promise<Slot[]> {
  const limit = Math.min(opts.limit, MAX_SLOT_LIMIT);
  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const from = opts.from && opts.from > opts.now ? opts.from : undefined;
  const listed = await listSlots(db, {
    from: (from ?? opts.now).toISOString(),
    limit,
    inspectorId: opts.inspector === 'any' ? undefined : opts.inspector,
    owners: opts.area,
  });
  const hand = (await handSlotsThatFit(db, listed, opts.now, timeZone)).map(publicSlot);
  if (opts.visitMinutes === undefined) return hand;
  const times = await hoursTimes(
    db,
    {
      inspectorId: typeof opts.inspector === 'number' ? opts.inspector : undefined,
      owners: opts.inspector === null ? withinArea(new Set([null]), opts.area) : opts.area,
      visitMinutes: opts.visitMinutes,
      now: opts.now,
      timeZone,
      from,
    },
    limit,
  );
  const taken = new Set(hand.map((x) => x.start));
  return [...hand, ...asSlots(times).filter((t) => !taken.has(t.start))]
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
    .slice(0, limit);
}

/** The demo slots of a new site, each given to the inspector named (null: the business). */
export async function addSlots(
  db: Db,
  slots: { startsAt: string; title: string; inspectorId?: number | null }[],
  now: string,
): Promise<void> {
  await insertSlots(db, slots, now);
}
