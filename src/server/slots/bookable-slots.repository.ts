import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { firstRow } from '../db/first-row';
import type { Slot } from '../../shared/slots/slot';
import { booked, notBooked, notHeld, ofActiveInspector, toSlot } from './slot-conditions';

// The public reads of slots: the free times customers see (merged across inspectors or one
// inspector's), the free slots at a time, and a slot by id. slots.repository writes them.

/** A slot with its inspector (null: the business's own), for the order's checks. */
export interface InspectedSlot extends Slot {
  inspectorId: number | null;
}

function bookable(db: Db, from: string | undefined) {
  let q = db
    .selectFrom('slots')
    .where('slots.withdrawn_at', 'is', null)
    // A row made when a time from working hours was booked is offered by the hours, not as a slot.
    .where('slots.from_hours', '=', 0)
    .where(notBooked)
    .where(notHeld)
    .where(ofActiveInspector);
  if (from) q = q.where('slots.starts_at', '>', from);
  return q;
}

/** Only the slots of these owners (null: the business's own); a non-empty set. */
const ofOwners =
  (owners: ReadonlySet<number | null>) =>
  ({ eb, or }: ExpressionBuilder<Database, 'slots'>) => {
    const ids = [...owners].filter((o): o is number => o !== null);
    return or([
      ...(owners.has(null) ? [eb('slots.inspector_id', 'is', null)] : []),
      ...(ids.length ? [eb('slots.inspector_id', 'in', ids)] : []),
    ]);
  };

/**
 * Bookable slots ascending by start, with their owner; with `from`, only those starting after it.
 * With an inspector, only theirs (null: only the business's own); without, one per start across
 * inspectors (the lowest id stands for the others); with `owners`, only theirs (the ZIP's area).
 * Merged in SQL before the limit, so the limit counts times.
 */
export async function listSlots(
  db: Db,
  opts: {
    from?: string;
    limit: number;
    inspectorId?: number | null;
    owners?: ReadonlySet<number | null>;
  },
): Promise<InspectedSlot[]> {
  if (opts.owners?.size === 0) return [];
  const offered = () => {
    const q = bookable(db, opts.from);
    return opts.owners ? q.where(ofOwners(opts.owners)) : q;
  };
  // The limit is taken inside the subquery too: with only the outer one, PostgreSQL joined the
  // whole list of free times to the slots in order, a cost that grew with every time booked
  // ahead of the first free one (117 ms with 300 booked, against 3 ms with the inner limit).
  let q = db.selectFrom('slots').select(['id', 'starts_at', 'title', 'inspector_id']);
  q =
    opts.inspectorId === undefined
      ? q.where(
          'id',
          'in',
          offered()
            .select((eb) => eb.fn.min('slots.id').as('id'))
            .groupBy('slots.starts_at')
            .orderBy('slots.starts_at')
            .limit(opts.limit),
        )
      : q.where(
          'id',
          'in',
          offered()
            .select('slots.id')
            .where('slots.inspector_id', opts.inspectorId === null ? 'is' : '=', opts.inspectorId)
            .orderBy('slots.starts_at')
            .orderBy('slots.id')
            .limit(opts.limit),
        );
  const rows = await q.orderBy('starts_at').orderBy('id').limit(opts.limit).execute();
  return rows.map((row) => ({ ...toSlot(row), inspectorId: row.inspector_id ?? null }));
}

/** Another free slot at the start of `taken` (lowest id), of the business or an active inspector. */
export async function freeSlotAt(
  db: Db,
  taken: { id: number; start: string },
): Promise<InspectedSlot | undefined> {
  return firstRow(
    bookable(db, undefined)
      .select(['slots.id', 'slots.starts_at', 'slots.title', 'slots.inspector_id'])
      .where('slots.starts_at', '=', taken.start)
      .where('slots.id', '!=', taken.id)
      .orderBy('slots.id'),
    (row) => ({ ...toSlot(row), inspectorId: row.inspector_id ?? null }),
  );
}

/** Every free slot at the start, lowest id first, of the business or an active inspector. */
export async function freeSlotsAt(db: Db, startIso: string): Promise<InspectedSlot[]> {
  const rows = await bookable(db, undefined)
    .select(['slots.id', 'slots.starts_at', 'slots.title', 'slots.inspector_id'])
    .where('slots.starts_at', '=', startIso)
    .orderBy('slots.id')
    .execute();
  return rows.map((row) => ({ ...toSlot(row), inspectorId: row.inspector_id ?? null }));
}

const isTrue = (value: unknown) => value === true || Number(value) === 1;

/** The slot by id, not withdrawn, with its owner and whether they still hold the role. */
const slotById = (db: Db, id: number) =>
  db
    .selectFrom('slots')
    .select(['id', 'starts_at', 'title', 'inspector_id', 'from_hours'])
    .select((eb) => ofActiveInspector(eb).as('active'))
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null);

const inspectedOf = (
  row: Parameters<typeof toSlot>[0] & {
    inspector_id?: number | null;
    from_hours: number;
    active: unknown;
  },
) => ({
  ...toSlot(row),
  inspectorId: row.inspector_id ?? null,
  inspectorActive: isTrue(row.active),
  fromHours: Number(row.from_hours) === 1,
});

/** A slot not withdrawn, whatever became of its inspector, and whether they still hold the role. */
export async function findSlotOfAnyInspector(
  db: Db,
  id: number,
): Promise<(InspectedSlot & { inspectorActive: boolean; fromHours: boolean }) | undefined> {
  const row = await slotById(db, id).executeTakeFirst();
  return row && inspectedOf(row);
}

/** A slot still offered, of the business or an active inspector (booked or not). */
export async function findSlot(
  db: Db,
  id: number,
): Promise<(InspectedSlot & { fromHours: boolean }) | undefined> {
  const slot = await findSlotOfAnyInspector(db, id);
  return slot?.inspectorActive ? slot : undefined;
}

/**
 * A slot an order is priced for, as `findSlot`, in one statement with whether an order holds it
 * (`booked`) and whether another slot not withdrawn starts at the same time (`sharesStart`: only
 * then may another inspector's be free when this one is taken). Decision 098.
 */
export async function findSlotToBook(
  db: Db,
  id: number,
): Promise<
  (InspectedSlot & { fromHours: boolean; booked: boolean; sharesStart: boolean }) | undefined
> {
  const row = await slotById(db, id)
    .select((eb) => [
      booked(eb).as('booked'),
      eb
        .exists(
          eb
            .selectFrom('slots as other')
            .select('other.id')
            .whereRef('other.starts_at', '=', 'slots.starts_at')
            .whereRef('other.id', '!=', 'slots.id')
            .where('other.withdrawn_at', 'is', null),
        )
        .as('shares_start'),
    ])
    .executeTakeFirst();
  if (!row || !isTrue(row.active)) return undefined;
  return { ...inspectedOf(row), booked: isTrue(row.booked), sharesStart: isTrue(row.shares_start) };
}

/** Free hand-made slots starting in [from, to), soonest first, with their inspector. */
export async function freeSlotsBetween(
  db: Db,
  from: string,
  to: string,
  limit: number,
): Promise<InspectedSlot[]> {
  // [from, to): a time at the very start counts (a waitlist's first day begins at midnight).
  const rows = await bookable(db, undefined)
    .select(['slots.id', 'slots.starts_at', 'slots.title', 'slots.inspector_id'])
    .where('slots.starts_at', '>=', from)
    .where('slots.starts_at', '<', to)
    .orderBy('slots.starts_at')
    .orderBy('slots.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toSlot(row), inspectorId: row.inspector_id ?? null }));
}

/**
 * Whether an order holds the slot, and which waitlist entry's offer holds it (undefined: none), in
 * one statement. A booking asks right after it holds the slot's row: the statement's snapshot is
 * taken then, so it sees a booking committed while it waited for the row (decision 088).
 */
export async function slotTakenState(
  db: Db,
  slotId: number,
): Promise<{ booked: boolean; holder: number | undefined }> {
  const row = await db
    .selectFrom('slots')
    .select((eb) => [
      booked(eb).as('booked'),
      eb
        .selectFrom('waitlist_entries')
        .select('waitlist_entries.id')
        .whereRef('waitlist_entries.offer_slot_id', '=', 'slots.id')
        .where('waitlist_entries.state', '=', 'offered')
        .limit(1)
        .as('holder'),
    ])
    .where('slots.id', '=', slotId)
    .executeTakeFirst();
  return {
    booked: isTrue(row?.booked),
    holder: row?.holder ?? undefined,
  };
}

/** Whether a slot is neither booked nor held by a waitlist offer. */
export async function isFreeAndUnheld(db: Db, slotId: number): Promise<boolean> {
  const free = await db
    .selectFrom('slots')
    .select('slots.id')
    .where('slots.id', '=', slotId)
    .where(notBooked)
    .where(notHeld)
    .executeTakeFirst();
  return free !== undefined;
}
