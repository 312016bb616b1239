import type { Db } from '../db/database';
import { touchedAny } from '../db/row-counts';
import { toIso } from '../db/values';
import { type WorkingHours, workingHoursSchema } from '../../shared/slots/working-hours';
import type { Span } from '../../shared/slots/free-times';
import { DEFAULT_VISIT_MINUTES } from '../../shared/booking/visit-length';
import { HOLDING_STATUSES } from '../../shared/booking/order-status';

// The one writer of working_hours and slot_blocks, and the read of the visits booked in a span
// (the orders' lengths, read here beside the slots they join).

/** Whose hours: an inspector's id, or null for the business's own. */
export type HoursOwner = number | null;

const ownerKey = (owner: HoursOwner) => (owner === null ? 'business' : `inspector:${owner}`);

/** Hours an owner has saved; none when never set (or unreadable: a bad row offers nothing). */
export async function findWorkingHours(db: Db, owner: HoursOwner): Promise<WorkingHours | null> {
  const row = await db
    .selectFrom('working_hours')
    .select('hours')
    .where('owner_key', '=', ownerKey(owner))
    .executeTakeFirst();
  if (!row) return null;
  const parsed = workingHoursSchema.safeParse(JSON.parse(row.hours));
  return parsed.success ? parsed.data : null;
}

/** Every owner with hours that offer a time, as [owner, hours]. */
export async function listWorkingHours(db: Db): Promise<[HoursOwner, WorkingHours][]> {
  // In one order always: a booking locks owners' hours in this order (no deadlock between two).
  const rows = await db
    .selectFrom('working_hours')
    .select(['inspector_id', 'hours'])
    .orderBy('owner_key')
    .execute();
  return rows.flatMap((r) => {
    const parsed = workingHoursSchema.safeParse(JSON.parse(r.hours));
    return parsed.success
      ? [[r.inspector_id ?? null, parsed.data] as [HoursOwner, WorkingHours]]
      : [];
  });
}

export async function saveWorkingHours(
  db: Db,
  owner: HoursOwner,
  hours: WorkingHours,
  now: string,
): Promise<void> {
  const text = JSON.stringify(workingHoursSchema.parse(hours));
  await db
    .insertInto('working_hours')
    .values({ owner_key: ownerKey(owner), inspector_id: owner, hours: text, updated_at: now })
    .onConflict((oc) => oc.column('owner_key').doUpdateSet({ hours: text, updated_at: now }))
    .execute();
}

export interface SlotBlock {
  id: number;
  inspectorId: number | null;
  start: string;
  end: string;
  reason: string;
}

export async function insertBlock(
  db: Db,
  block: Omit<SlotBlock, 'id'>,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('slot_blocks')
    .values({
      inspector_id: block.inspectorId,
      starts_at: block.start,
      ends_at: block.end,
      reason: block.reason,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteBlock(db: Db, id: number): Promise<boolean> {
  return touchedAny(db.deleteFrom('slot_blocks').where('id', '=', id));
}

/** An owner's blocks ending after `from`, soonest first. */
export async function listBlocks(db: Db, owner: HoursOwner, from: string): Promise<SlotBlock[]> {
  const rows = await db
    .selectFrom('slot_blocks')
    .selectAll()
    .where((eb) =>
      owner === null ? eb('inspector_id', 'is', null) : eb('inspector_id', '=', owner),
    )
    .where('ends_at', '>', from)
    .orderBy('starts_at')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    inspectorId: r.inspector_id,
    start: toIso(r.starts_at),
    end: toIso(r.ends_at),
    reason: r.reason,
  }));
}

/** The length of a booked visit: as booked, else a full-day slot's working day, else the default. */
const FULL_DAY_SLOT_MINUTES = 8 * 60;

/**
 * The owner's visits with an active order starting between two instants (hand-made slots and
 * times booked from the hours alike), as spans of their own length.
 */
export async function bookedSpans(
  db: Db,
  owner: HoursOwner,
  from: string,
  to: string,
): Promise<Span[]> {
  const rows = await db
    .selectFrom('slots')
    .innerJoin('orders', 'orders.slot_id', 'slots.id')
    .select(['slots.starts_at', 'slots.full_day', 'slots.minutes', 'orders.visit_minutes'])
    .where('orders.booking_status', 'in', HOLDING_STATUSES)
    .where((eb) =>
      owner === null ? eb('slots.inspector_id', 'is', null) : eb('slots.inspector_id', '=', owner),
    )
    .where('slots.starts_at', '>=', from)
    .where('slots.starts_at', '<', to)
    .execute();
  return rows.map((r) => {
    const start = Date.parse(toIso(r.starts_at));
    const minutes =
      r.visit_minutes ??
      r.minutes ??
      (Number(r.full_day) === 1 ? FULL_DAY_SLOT_MINUTES : DEFAULT_VISIT_MINUTES);
    return { start, end: start + minutes * 60_000 };
  });
}

/**
 * The owner's times held by a waitlist offer (decision 070), as spans: nobody else may book them
 * while held. `except`: the entry whose own offer link is booking.
 */
export async function heldSpans(
  db: Db,
  owner: HoursOwner,
  from: string,
  except?: number,
): Promise<Span[]> {
  let q = db
    .selectFrom('waitlist_entries')
    .select(['offer_start', 'offer_minutes'])
    .where('state', '=', 'offered')
    .where('offer_from_hours', '=', 1)
    .where((eb) =>
      owner === null ? eb('offer_inspector_id', 'is', null) : eb('offer_inspector_id', '=', owner),
    )
    .where('offer_start', '>=', from);
  if (except !== undefined) q = q.where('id', '!=', except);
  const rows = await q.execute();
  return rows.flatMap((r) => {
    if (r.offer_start === null) return [];
    const start = Date.parse(toIso(r.offer_start));
    return [{ start, end: start + (r.offer_minutes ?? DEFAULT_VISIT_MINUTES) * 60_000 }];
  });
}
