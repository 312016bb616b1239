import type { BookingRules } from '../../shared/booking/booking-rules';
import {
  freeTimes,
  handSlotMisfit,
  hoursAllow,
  type Span,
  type Misfit,
  MISFIT_TEXT,
  misfitAt,
} from '../../shared/slots/free-times';
import type { Slot } from '../../shared/slots/slot';
import { timeIdOf } from '../../shared/slots/time-id';
import type { WorkingHours } from '../../shared/slots/working-hours';
import { type Db, waitForAdvisoryLocks } from '../db/database';
import { HttpError } from '../errors';
import { listChoosableInspectors } from '../inspectors/inspectors.service';
import { getBookingRules } from '../settings/booking-rules.service';
import { findLiveSlotAt, insertSlots, rebookHoursSlot } from './slots.repository';
import {
  bookedSpans,
  findWorkingHours,
  heldSpans,
  type HoursOwner,
  listBlocks,
  listWorkingHours,
} from './working-hours.repository';

// The times working hours offer, and taking one at booking: the owner's hours are locked, what is
// booked is read again under the lock, and the time becomes a slot row in the order's transaction,
// so two bookings of overlapping times of one inspector cannot both succeed.

/** The title of a slot row made from working hours. */
export const HOURS_SLOT_TITLE = 'Inspection';
const DAY = 86_400_000;

export interface TimeQuery {
  /** A named inspector; undefined: any (the business's hours and every choosable inspector's). */
  inspectorId?: number;
  visitMinutes: number;
  now: Date;
  timeZone: string;
  /** Only these owners (those whose service area covers the property's ZIP); all when absent. */
  owners?: ReadonlySet<HoursOwner>;
  /** The waitlist entry whose held time this booking may take (its offer link). */
  exceptHold?: number;
  /** No time before this: the office looking further ahead than the first page of times. */
  from?: Date;
}

interface OwnedHours {
  owner: HoursOwner;
  hours: WorkingHours;
}

/** The owners whose hours may answer: the named inspector's, or the business's and everyone's. */
async function ownersFor(
  db: Db,
  inspectorId: number | undefined,
  within?: ReadonlySet<HoursOwner>,
): Promise<OwnedHours[]> {
  const all = (await listWorkingHours(db)).filter(([o]) => !within || within.has(o));
  if (inspectorId !== undefined)
    return all.filter(([o]) => o === inspectorId).map(([owner, hours]) => ({ owner, hours }));
  const choosable = new Set((await listChoosableInspectors(db)).map((i) => i.id));
  return all
    .filter(([o]) => o === null || choosable.has(o))
    .map(([owner, hours]) => ({ owner, hours }));
}

async function facts(db: Db, owner: HoursOwner, from: number, to: number, exceptHold?: number) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const [booked, blocks, held] = await Promise.all([
    bookedSpans(db, owner, iso(from - DAY), iso(to + DAY)),
    listBlocks(db, owner, iso(from - DAY)),
    // A time a waitlist offer holds counts as booked: only that offer's link takes it.
    heldSpans(db, owner, iso(from - DAY), exceptHold),
  ]);
  return {
    booked: [...booked, ...held],
    blocks: blocks.map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) })),
  };
}

/** Free starts (epoch ms) one per start across the owners, ascending, at most `limit`. */
export async function hoursTimes(
  db: Db,
  q: TimeQuery,
  limit: number,
  rules?: BookingRules,
): Promise<{ start: number; owner: HoursOwner }[]> {
  const owners = await ownersFor(db, q.inspectorId, q.owners);
  if (owners.length === 0) return [];
  const r = rules ?? (await getBookingRules(db));
  const until = q.now.getTime() + (r.horizonDays + 1) * DAY;
  const byStart = new Map<number, HoursOwner>();
  for (const { owner, hours } of owners) {
    const f = await facts(db, owner, q.now.getTime(), until, q.exceptHold);
    const input = {
      hours,
      timeZone: q.timeZone,
      now: q.now,
      rules: r,
      visitMinutes: q.visitMinutes,
      from: q.from?.getTime(),
      ...f,
    };
    for (const start of freeTimes(input, limit)) if (!byStart.has(start)) byStart.set(start, owner);
  }
  return [...byStart.entries()]
    .sort((a, b) => a[0] - b[0])
    .slice(0, limit)
    .map(([start, owner]) => ({ start, owner }));
}

/** The times as the slot lists answer them (named by their time id). */
export const asSlots = (times: { start: number }[]): Slot[] =>
  times.map((t) => ({
    id: timeIdOf(t.start),
    start: new Date(t.start).toISOString(),
    title: HOURS_SLOT_TITLE,
  }));

/** The refusal of a time that does not fit: the reason, and the next free times given. */
export const misfitRefusal = (misfit: Misfit, next: Slot[]) =>
  new HttpError(409, MISFIT_TEXT[misfit], { next });

/**
 * Why a hand-made slot of the owner does not fit the notice or the day's limit now (undefined: it
 * fits). In a booking's transaction, `lock` first holds the owner's day as taking a time does, so
 * two bookings cannot both take the last visit of a day.
 */
export async function handSlotMisfitOf(
  db: Db,
  s: { owner: HoursOwner; start: number; now: Date; timeZone: string; lock?: boolean },
  /** The booking rules when the caller has read them (a booking's pricing did): no read again. */
  known?: BookingRules,
): Promise<Misfit | undefined> {
  const rules = known ?? (await getBookingRules(db));
  if (rules.noticeHours === 0 && rules.maxVisitsPerDay === 0) return undefined;
  if (s.lock) await waitForAdvisoryLocks(db, [`working-hours:${s.owner ?? 'business'}`]);
  const iso = (ms: number) => new Date(ms).toISOString();
  const booked = await bookedSpans(db, s.owner, iso(s.start - DAY), iso(s.start + DAY));
  return handSlotMisfit({ now: s.now, rules, timeZone: s.timeZone, booked }, s.start);
}

/** The hand-made slots that keep the notice and the day's limit of their owner. */
export async function handSlotsThatFit<T extends Slot & { inspectorId: HoursOwner }>(
  db: Db,
  slots: T[],
  now: Date,
  timeZone: string,
): Promise<T[]> {
  const rules = await getBookingRules(db);
  if (slots.length === 0 || (rules.noticeHours === 0 && rules.maxVisitsPerDay === 0)) return slots;
  const first = Date.parse(slots[0]!.start);
  const last = Date.parse(slots[slots.length - 1]!.start);
  const iso = (ms: number) => new Date(ms).toISOString();
  const bookedOf = new Map<HoursOwner, Span[]>();
  for (const owner of new Set(slots.map((s) => s.inspectorId)))
    bookedOf.set(owner, await bookedSpans(db, owner, iso(first - DAY), iso(last + DAY)));
  return slots.filter(
    (s) =>
      !handSlotMisfit(
        { now, rules, timeZone, booked: bookedOf.get(s.inspectorId) ?? [] },
        Date.parse(s.start),
      ),
  );
}

/** Why a time from working hours does not fit now, before the transaction (undefined: it fits). */
export async function misfitOfTime(
  db: Db,
  q: TimeQuery & { start: number },
): Promise<Misfit | undefined> {
  const owners = await ownersFor(db, q.inspectorId, q.owners);
  const rules = await getBookingRules(db);
  let reason: Misfit = 'hours';
  for (const { owner, hours } of owners) {
    if (!hoursAllow(hours, q.timeZone, q.visitMinutes, q.start)) continue;
    const f = await facts(db, owner, q.start, q.start, q.exceptHold);
    const misfit = misfitAt(
      { timeZone: q.timeZone, now: q.now, rules, visitMinutes: q.visitMinutes, ...f },
      q.start,
    );
    if (!misfit) return undefined;
    reason = misfit;
  }
  return reason;
}

/**
 * In the booking's transaction: holds the owner's hours (an advisory lock on PostgreSQL; SQLite
 * runs one transaction at a time), reads what is booked again and makes the time a slot row.
 * Answers the row's id, or the reason it no longer fits.
 */
export async function takeTime(
  trx: Db,
  t: {
    owner: HoursOwner;
    start: number;
    visitMinutes: number;
    fullDay: boolean;
    now: Date;
    timeZone: string;
    exceptHold?: number;
    /** The booking rules as the booking's pricing read them: not read again with hours held. */
    rules?: BookingRules;
  },
): Promise<{ slotId: number } | { misfit: Misfit }> {
  await waitForAdvisoryLocks(trx, [`working-hours:${t.owner ?? 'business'}`]);
  const hours = await findWorkingHours(trx, t.owner);
  if (!hours || !hoursAllow(hours, t.timeZone, t.visitMinutes, t.start)) return { misfit: 'hours' };
  const rules = t.rules ?? (await getBookingRules(trx));
  const f = await facts(trx, t.owner, t.start, t.start, t.exceptHold);
  const misfit = misfitAt(
    { timeZone: t.timeZone, now: t.now, rules, visitMinutes: t.visitMinutes, ...f },
    t.start,
  );
  if (misfit) return { misfit };
  // A cancelled booking of the same time left its row (one live row per owner and start): the
  // time is free (the facts above), so that row is booked again rather than a second inserted.
  const startsAt = new Date(t.start).toISOString();
  const left = await findLiveSlotAt(trx, t.owner, startsAt);
  if (left) {
    if (left.from_hours !== 1) return { misfit: 'taken' };
    const visit = { fullDay: t.fullDay, minutes: t.visitMinutes };
    await rebookHoursSlot(trx, left.id, visit, t.now.toISOString());
    return { slotId: left.id };
  }
  const [slotId] = await insertSlots(
    trx,
    [
      {
        startsAt,
        title: HOURS_SLOT_TITLE,
        fullDay: t.fullDay,
        inspectorId: t.owner,
        fromHours: true,
        minutes: t.visitMinutes,
      },
    ],
    t.now.toISOString(),
  );
  return { slotId: slotId! };
}

/** A time taken in a transaction that no longer fits: rolled back, then refused with the next. */
export class TimeNoLongerFits extends Error {
  constructor(readonly misfit: Misfit) {
    super(MISFIT_TEXT[misfit]);
  }
}

/**
 * Takes the time for the chosen inspector, or for the first owner whose hours still have it
 * (any); answers the slot row and whose it is, or throws TimeNoLongerFits.
 */
export async function takeOfferedTime(
  trx: Db,
  t: Omit<Parameters<typeof takeTime>[1], 'owner'> & {
    chosen: number | null;
    owners?: ReadonlySet<HoursOwner>;
  },
): Promise<{ slotId: number; owner: HoursOwner }> {
  let misfit: Misfit = 'hours';
  for (const { owner } of await ownersFor(trx, t.chosen ?? undefined, t.owners)) {
    const taken = await takeTime(trx, { ...t, owner });
    if ('slotId' in taken) return { slotId: taken.slotId, owner };
    if (taken.misfit !== 'hours') misfit = taken.misfit;
  }
  throw new TimeNoLongerFits(misfit);
}

/**
 * In a waitlist offer's transaction: holds the owner's hours as a booking would, and answers
 * whether the time still fits (nothing booked or held over it since it was listed).
 */
export async function timeStillFree(
  trx: Db,
  t: { owner: HoursOwner; start: number; visitMinutes: number; now: Date; timeZone: string },
): Promise<boolean> {
  await waitForAdvisoryLocks(trx, [`working-hours:${t.owner ?? 'business'}`]);
  const hours = await findWorkingHours(trx, t.owner);
  if (!hours || !hoursAllow(hours, t.timeZone, t.visitMinutes, t.start)) return false;
  const rules = await getBookingRules(trx);
  const f = await facts(trx, t.owner, t.start, t.start);
  const input = { timeZone: t.timeZone, now: t.now, rules, visitMinutes: t.visitMinutes, ...f };
  return misfitAt(input, t.start) === undefined;
}
