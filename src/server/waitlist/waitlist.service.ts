import { createHash, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { normalizeEmail } from '../../shared/email-address';
import { deadlineIssue } from '../../shared/booking/deadline';
import { visitMinutesOfOptions } from '../../shared/booking/visit-length';
import {
  todayIn,
  WAITLIST_MESSAGES,
  type WaitlistJoin,
  type WaitlistJoinAnswer,
  type WaitlistOffer,
} from '../../shared/waitlist/waitlist';
import { covers } from '../../shared/areas/service-areas';
import type { Actor } from '../admin/actor';
import { coverOf } from '../areas/areas.service';
import { audit } from '../audit/audit.service';
import { publicDataChanged } from '../cache/cache.service';
import type { Db } from '../db/database';
import { enqueueEmail } from '../email/outbox.service';
import { badRequest, conflict, notFound } from '../errors';
import { listServices } from '../services/services.service';
import { getBookingRules } from '../settings/booking-rules.service';
import { type OpenTime, openTimesBetween, stillOpen } from '../slots/open-times.service';
import { HOURS_SLOT_TITLE } from '../slots/free-times.service';
import { findSlotOfAnyInspector } from '../slots/slots.service';
import { timeIdOf } from '../../shared/slots/time-id';
import { joinedEmail, offerEmail, type WaitlistContext } from './waitlist.emails';
import {
  deleteEntry,
  expireEndedRanges,
  expireLapsedOffers,
  findEntry,
  findOffered,
  insertEntry,
  listEntries,
  markBooked,
  markOffered,
  waitingEntries,
  type WaitlistEntry,
} from './waitlist.repository';

// The waitlist (decision 070): joining, offering a freed time to the first matching person with
// it held for them, passing it on when the hold runs out, and booking it through the offer link.

export type { WaitlistEntry };

export type { WaitlistContext };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const AUDIT = 'waitlist';
/** Entries looked at per run: the rest wait for the next run, still in deadline order. */
const ENTRIES_PER_RUN = 50;

/** A visitor joins: the days must not have passed, nor the deadline. */
export async function joinWaitlist(
  db: Db,
  input: WaitlistJoin,
  ctx: WaitlistContext,
  now: Date,
): Promise<WaitlistJoinAnswer> {
  const today = todayIn(ctx.settings.timeZone, now);
  if (input.firstDay < today)
    throw badRequest(WAITLIST_MESSAGES.past, { fields: { firstDay: WAITLIST_MESSAGES.past } });
  const late = deadlineIssue(input.deadline, today);
  if (late) throw badRequest(late, { fields: { deadline: late } });
  const rules = await getBookingRules(db);
  const id = await db.transaction().execute(async (trx) => {
    const nowIso = now.toISOString();
    const entryId = await insertEntry(
      trx,
      {
        email: normalizeEmail(input.email),
        zip: input.zip,
        firstDay: input.firstDay,
        lastDay: input.lastDay,
        services: input.services,
        deadline: input.deadline === '' ? null : input.deadline,
      },
      nowIso,
    );
    await enqueueEmail(trx, joinedEmail(input, rules.waitlistHoldMinutes, ctx), now);
    await audit(
      trx,
      {
        userId: null,
        action: 'join',
        entity: AUDIT,
        entityId: entryId,
        details: { zip: input.zip },
      },
      now,
    );
    return entryId;
  });
  return { id, state: 'waiting' };
}

/** The instants a range of the business's days spans: [first day's start, last day's end). */
function spanOf(entry: WaitlistEntry, timeZone: string) {
  const from = DateTime.fromISO(entry.firstDay, { zone: timeZone }).startOf('day');
  const to = DateTime.fromISO(entry.lastDay, { zone: timeZone }).plus({ days: 1 }).startOf('day');
  return { from: from.toJSDate(), to: to.toJSDate() };
}

export interface WaitlistRunReport {
  lapsed: number;
  ended: number;
  offered: number;
}

/**
 * One run of the timed job: holds that ran out end (the time passes on), ranges that ended
 * expire, then each waiting entry in deadline order is offered the first free time that fits it.
 * Any free time counts as an opening: a cancellation, a new slot, new hours or a lapsed hold.
 */
export async function runWaitlist(
  db: Db,
  ctx: WaitlistContext,
  now: Date,
): Promise<WaitlistRunReport> {
  const nowIso = now.toISOString();
  const { timeZone } = ctx.settings;
  const lapsed = await expireLapsedOffers(db, nowIso);
  for (const id of lapsed)
    await audit(db, { userId: null, action: 'offer-lapsed', entity: AUDIT, entityId: id }, now);
  const ended = await expireEndedRanges(db, todayIn(timeZone, now), nowIso);
  if (lapsed.length > 0)
    await db.transaction().execute((trx) => publicDataChanged(db, trx, 'slots'));
  const entries = await waitingEntries(db, todayIn(timeZone, now), ENTRIES_PER_RUN);
  if (entries.length === 0) return { lapsed: lapsed.length, ended, offered: 0 };
  const [services, rules] = await Promise.all([listServices(db), getBookingRules(db)]);
  let offered = 0;
  for (const entry of entries) {
    const visitMinutes = visitMinutesOfOptions(services, entry.services);
    const times = await openTimesBetween(db, {
      ...spanOf(entry, timeZone),
      visitMinutes,
      now,
      timeZone,
    });
    // Only the owners whose area covers the entry's ZIP (everyone while no area is set), as
    // get_slots.php answers the order form for that ZIP.
    const cover = await coverOf(db, entry.zip);
    for (const time of times.filter((t) => covers(cover, t.owner))) {
      if (await offer(db, entry, time, { ...ctx, now, holdMinutes: rules.waitlistHoldMinutes })) {
        offered++;
        break;
      }
    }
  }
  return { lapsed: lapsed.length, ended, offered };
}

/** Holds the time for the entry and e-mails the link, in one transaction (false: it went). */
async function offer(
  db: Db,
  entry: WaitlistEntry,
  time: OpenTime,
  ctx: WaitlistContext & { now: Date; holdMinutes: number },
): Promise<boolean> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(ctx.now.getTime() + ctx.holdMinutes * 60_000).toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await stillOpen(trx, time, { now: ctx.now, timeZone: ctx.settings.timeZone })))
      return false;
    const held = await markOffered(
      trx,
      entry.id,
      {
        start: time.start,
        minutes: time.minutes,
        slotId: time.slotId,
        fromHours: time.slotId === null,
        inspectorId: time.owner,
        expiresAt,
        tokenHash: hashOf(token),
      },
      ctx.now.toISOString(),
    );
    if (!held) return false;
    const link = `${ctx.publicUrl}/waitlist/offer?token=${token}`;
    await enqueueEmail(trx, offerEmail(entry, time.start, expiresAt, link, ctx), ctx.now, {
      secrets: [token],
    });
    await audit(
      trx,
      {
        userId: null,
        action: 'offer',
        entity: AUDIT,
        entityId: entry.id,
        details: { start: time.start, slotId: time.slotId, until: expiresAt },
      },
      ctx.now,
    );
    // The held time leaves every cached list of free times.
    await publicDataChanged(db, trx, 'slots');
    return true;
  });
}

/** A live offer's entry by its link's token (undefined: none, booked, or its hold ran out). */
async function liveOffer(db: Db, token: string, now: Date) {
  const entry = await findOffered(db, hashOf(token));
  if (!entry?.offer || Date.parse(entry.offer.expiresAt) <= now.getTime()) return undefined;
  return entry as WaitlistEntry & { offer: NonNullable<WaitlistEntry['offer']> };
}

/** GET waitlist_offer.php: the time held for the link's holder. */
export async function offerOfToken(db: Db, token: string, now: Date): Promise<WaitlistOffer> {
  const entry = await liveOffer(db, token, now);
  if (!entry) throw notFound(WAITLIST_MESSAGES.offerEnded);
  const { offer } = entry;
  return {
    slot: {
      id: offer.slotId ?? timeIdOf(Date.parse(offer.start)),
      start: offer.start,
      title:
        offer.slotId === null
          ? HOURS_SLOT_TITLE
          : ((await findSlotOfAnyInspector(db, offer.slotId))?.title ?? HOURS_SLOT_TITLE),
    },
    expiresAt: offer.expiresAt,
    email: entry.email,
    zip: entry.zip,
    deadline: entry.deadline ?? '',
    services: {
      ...(entry.services.homeSizeId ? { homeSizeId: entry.services.homeSizeId } : {}),
      ...(entry.services.propertyAgeId ? { propertyAgeId: entry.services.propertyAgeId } : {}),
      addonIds: entry.services.addonIds,
      units: entry.services.units,
    },
  };
}

/** What a booking needs of a waitlist offer its checkout carries: the hold to pass through. */
export interface HeldOffer {
  entryId: number;
  start: string;
  slotId: number | null;
}

/** The offer the checkout's token names, if still held (a 409 when its hold has ended). */
export async function heldOffer(db: Db, token: string, now: Date): Promise<HeldOffer> {
  const entry = await liveOffer(db, token, now);
  if (!entry) throw conflict(WAITLIST_MESSAGES.offerEnded);
  return { entryId: entry.id, start: entry.offer.start, slotId: entry.offer.slotId };
}

/** In the order's transaction: the offer is booked (false: it ended meanwhile). */
export async function claimOffer(
  trx: Db,
  entryId: number,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const done = await markBooked(trx, entryId, orderId, now.toISOString());
  if (done)
    await audit(
      trx,
      { userId: null, action: 'booked', entity: AUDIT, entityId: entryId, details: { orderId } },
      now,
    );
  return done;
}

export function listWaitlist(db: Db, limit = 500): Promise<WaitlistEntry[]> {
  return listEntries(db, limit);
}

/** The office removes an entry (its hold, if any, ends with it). */
export async function removeEntry(db: Db, by: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const entry = await findEntry(trx, id);
    if (!entry || !(await deleteEntry(trx, id))) throw notFound('That waitlist entry is gone.');
    await audit(
      trx,
      {
        userId: by.id,
        action: 'delete',
        entity: AUDIT,
        entityId: id,
        details: { email: entry.email, state: entry.state },
      },
      by.at,
    );
    if (entry.state === 'offered') await publicDataChanged(db, trx, 'slots');
  });
}
