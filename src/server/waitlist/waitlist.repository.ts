import { type Selectable, type SelectQueryBuilder, sql, type UpdateObject } from 'kysely';
import type { Db } from '../db/database';
import type { Database, WaitlistEntriesTable, WaitlistState } from '../db/schema';
import { firstRow } from '../db/first-row';
import { updateByIdWhile } from '../db/updates';
import { toIso } from '../db/values';
import { waitlistServicesSchema, type WaitlistServices } from '../../shared/waitlist/waitlist';

// The one writer of waitlist_entries: the entries, the time each is offered and its hold.

export interface WaitlistEntry {
  id: number;
  email: string;
  zip: string;
  firstDay: string;
  lastDay: string;
  services: WaitlistServices;
  deadline: string | null;
  state: WaitlistState;
  offer: {
    start: string;
    minutes: number;
    slotId: number | null;
    fromHours: boolean;
    inspectorId: number | null;
    expiresAt: string;
  } | null;
  orderId: number | null;
  createdAt: string;
}

function servicesOf(text: string): WaitlistServices {
  const parsed = waitlistServicesSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : { addonIds: [], units: 0 };
}

const toEntry = (r: Selectable<WaitlistEntriesTable>): WaitlistEntry => ({
  id: r.id,
  email: r.email,
  zip: r.zip,
  firstDay: r.first_day,
  lastDay: r.last_day,
  services: servicesOf(r.services),
  deadline: r.deadline,
  state: r.state,
  offer:
    r.offer_start === null
      ? null
      : {
          start: toIso(r.offer_start),
          minutes: r.offer_minutes ?? 0,
          slotId: r.offer_slot_id,
          fromHours: Number(r.offer_from_hours) === 1,
          inspectorId: r.offer_inspector_id,
          expiresAt: r.offer_expires_at === null ? '' : toIso(r.offer_expires_at),
        },
  orderId: r.order_id,
  createdAt: toIso(r.created_at),
});

export async function insertEntry(
  db: Db,
  e: Pick<WaitlistEntry, 'email' | 'zip' | 'firstDay' | 'lastDay' | 'services' | 'deadline'>,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('waitlist_entries')
    .values({
      email: e.email,
      zip: e.zip,
      first_day: e.firstDay,
      last_day: e.lastDay,
      services: JSON.stringify(e.services),
      deadline: e.deadline,
      state: 'waiting',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The order offers go in: earliest deadline first (none last), then who joined first. */
const inOfferOrder = <O>(q: SelectQueryBuilder<Database, 'waitlist_entries', O>) =>
  q
    .orderBy(sql`deadline is null`)
    .orderBy('deadline')
    .orderBy('created_at')
    .orderBy('id');

const entries = (db: Db) => db.selectFrom('waitlist_entries').selectAll();

/** Entries for the office: waiting and offered first, each in the order offers go. */
export async function listEntries(db: Db, limit: number): Promise<WaitlistEntry[]> {
  const rows = await entries(db)
    .orderBy(sql`case state when 'offered' then 0 when 'waiting' then 1 else 2 end`)
    .$call(inOfferOrder)
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

export async function findEntry(db: Db, id: number): Promise<WaitlistEntry | undefined> {
  return firstRow(entries(db).where('id', '=', id), toEntry);
}

/** The entry whose live offer the link's token names. */
export async function findOffered(db: Db, tokenHash: string): Promise<WaitlistEntry | undefined> {
  const offered = entries(db).where('offer_token_hash', '=', tokenHash);
  return firstRow(offered.where('state', '=', 'offered'), toEntry);
}

/** Waiting entries whose range has not ended, earliest deadline first, then who joined first. */
export async function waitingEntries(
  db: Db,
  today: string,
  limit: number,
): Promise<WaitlistEntry[]> {
  const rows = await entries(db)
    .where('state', '=', 'waiting')
    .where('last_day', '>=', today)
    .$call(inOfferOrder)
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

/** Moves an entry on from the state it was read in; false when another process moved it first. */
function moveEntry(
  trx: Db,
  id: number,
  from: WaitlistState,
  set: UpdateObject<Database, 'waitlist_entries'>,
): Promise<boolean> {
  return updateByIdWhile(trx, 'waitlist_entries', id, { state: from }, set);
}

/** Holds a time for a waiting entry (no other process offered it one meanwhile). */
export async function markOffered(
  trx: Db,
  id: number,
  offer: NonNullable<WaitlistEntry['offer']> & { tokenHash: string },
  now: string,
): Promise<boolean> {
  return moveEntry(trx, id, 'waiting', {
    state: 'offered',
    offer_start: offer.start,
    offer_minutes: offer.minutes,
    offer_slot_id: offer.slotId,
    offer_from_hours: offer.fromHours ? 1 : 0,
    offer_inspector_id: offer.inspectorId,
    offer_token_hash: offer.tokenHash,
    offer_expires_at: offer.expiresAt,
    updated_at: now,
  });
}

/** Offers whose hold ran out: they end (expired) and the time is free for the next. */
export async function expireLapsedOffers(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .updateTable('waitlist_entries')
    .set({ state: 'expired', offer_token_hash: null, updated_at: now })
    .where('state', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Waiting entries whose last day has passed. */
export async function expireEndedRanges(db: Db, today: string, now: string): Promise<number> {
  const r = await db
    .updateTable('waitlist_entries')
    .set({ state: 'expired', updated_at: now })
    .where('state', '=', 'waiting')
    .where('last_day', '<', today)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The offer was booked, in the order's transaction. */
export async function markBooked(
  trx: Db,
  id: number,
  orderId: number,
  now: string,
): Promise<boolean> {
  return moveEntry(trx, id, 'offered', {
    state: 'booked',
    order_id: orderId,
    offer_token_hash: null,
    updated_at: now,
  });
}

export async function deleteEntry(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('waitlist_entries').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export type { WaitlistState };
