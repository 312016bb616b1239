import { MAX_SLOT_LIMIT } from '../../shared/slots/slot';
import type { Db } from '../db/database';
import { freeSlotsBetween, isFreeAndUnheld } from './bookable-slots.repository';
import { HOURS_SLOT_TITLE, hoursTimes, timeStillFree } from './free-times.service';
import { holdOfferedSlot } from './slots.repository';
import type { HoursOwner } from './working-hours.repository';

// The free times the waitlist offers (decision 070): hand-made slots and times from working hours
// in a span, each with whose it is, and the check, in the offer's transaction, that one is still
// free (a booking of it waits for the same lock, then sees the hold).

export interface OpenTime {
  start: string;
  title: string;
  /** A hand-made slot; null for a time from working hours (no row until booked). */
  slotId: number | null;
  owner: HoursOwner;
  minutes: number;
}

/** Free, unheld times starting in [from, to) that a visit of `visitMinutes` fits, soonest first. */
export async function openTimesBetween(
  db: Db,
  q: { from: Date; to: Date; visitMinutes: number; now: Date; timeZone: string },
): Promise<OpenTime[]> {
  const from = new Date(Math.max(q.from.getTime(), q.now.getTime()));
  if (from >= q.to) return [];
  const hand = await freeSlotsBetween(db, from.toISOString(), q.to.toISOString(), 50);
  const hours = await hoursTimes(
    db,
    { visitMinutes: q.visitMinutes, now: q.now, timeZone: q.timeZone },
    MAX_SLOT_LIMIT,
  );
  const times: OpenTime[] = [
    ...hand.map((s) => ({
      start: s.start,
      title: s.title,
      slotId: s.id,
      owner: s.inspectorId,
      minutes: q.visitMinutes,
    })),
    ...hours
      .filter((t) => t.start >= from.getTime() && t.start < q.to.getTime())
      .map((t) => ({
        start: new Date(t.start).toISOString(),
        title: HOURS_SLOT_TITLE,
        slotId: null,
        owner: t.owner,
        minutes: q.visitMinutes,
      })),
  ];
  return times.sort((a, b) => a.start.localeCompare(b.start));
}

/** In the offer's transaction: the time is still free and unheld (its lock is then held). */
export async function stillOpen(
  trx: Db,
  t: OpenTime,
  ctx: { now: Date; timeZone: string },
): Promise<boolean> {
  if (t.slotId === null)
    return timeStillFree(trx, {
      owner: t.owner,
      start: Date.parse(t.start),
      visitMinutes: t.minutes,
      ...ctx,
    });
  // The row lock a booking of the slot takes first: it waits for this offer, then sees the hold.
  const held = await holdOfferedSlot(trx, t.slotId);
  if (!held) return false;
  return isFreeAndUnheld(trx, t.slotId);
}
