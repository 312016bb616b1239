import { type ExpressionBuilder, PostgresAdapter, sql } from 'kysely';
import { type Db, type DialectName, lockWait } from '../db/database';
import { firstRow } from '../db/first-row';
import type { Database } from '../db/schema';
import { toIso } from '../db/values';
import { countRows, touchedAny } from '../db/row-counts';
import { notBooked, toSlot } from './slot-conditions';
import { SLOT_AND_INSPECTOR_COLUMNS } from './slot-columns';
import { HOLDING_STATUSES } from '../../shared/booking/order-status';
import { updateById } from '../db/updates';

// The only writer of the slots table. A slot is booked while it has an active order (the partial
// unique index allows one); cancelled orders keep pointing at their slot for the record.

export interface AdminSlot {
  id: number;
  start: string;
  title: string;
  /** The active order holding the slot, if booked. */
  orderId: number | null;
  customerName: string | null;
  /** A full-day appointment (the higher cancellation fee). */
  fullDay: boolean;
  /** The slot's inspector; null for the business's own slots. */
  inspectorId: number | null;
  inspectorName: string | null;
}

export type SlotWhen = 'upcoming' | 'past';

function slotsWithBooking(db: Db) {
  return db
    .selectFrom('slots')
    .where('slots.withdrawn_at', 'is', null)
    .leftJoin('orders', (join) =>
      join
        .onRef('orders.slot_id', '=', 'slots.id')
        .on('orders.booking_status', 'in', HOLDING_STATUSES),
    )
    .leftJoin('inspectors', 'inspectors.id', 'slots.inspector_id')
    .leftJoin('users as inspector_user', 'inspector_user.id', 'inspectors.user_id')
    .select([
      'slots.id',
      ...SLOT_AND_INSPECTOR_COLUMNS,
      'orders.id as order_id',
      'orders.customer_name',
    ]);
}

type BookingRow = Awaited<
  ReturnType<ReturnType<typeof slotsWithBooking>['executeTakeFirstOrThrow']>
>;

const toAdminSlot = (r: BookingRow): AdminSlot => ({
  ...toSlot(r),
  orderId: r.order_id,
  customerName: r.customer_name,
  fullDay: Number(r.full_day) === 1,
  inspectorId: r.inspector_id ?? null,
  inspectorName:
    r.inspector_id == null
      ? null
      : `${r.inspector_first_name ?? ''} ${r.inspector_last_name ?? ''}`.trim(),
});

/** Which slots the admin list shows: every one, one inspector's, or the business's own. */
export type InspectorFilter = number | 'none' | undefined;

const inspectorIs =
  (f: InspectorFilter) =>
  ({ eb, and }: ExpressionBuilder<Database, 'slots'>) =>
    f === undefined
      ? and([])
      : f === 'none'
        ? eb('slots.inspector_id', 'is', null)
        : eb('slots.inspector_id', '=', f);

/** Upcoming slots soonest first, past ones most recent first. */
export async function listAdminSlots(
  db: Db,
  opts: {
    when: SlotWhen;
    now: string;
    limit: number;
    offset: number;
    inspector?: InspectorFilter;
  },
): Promise<AdminSlot[]> {
  const upcoming = opts.when === 'upcoming';
  const rows = await slotsWithBooking(db)
    .where('slots.starts_at', upcoming ? '>' : '<=', opts.now)
    .where(inspectorIs(opts.inspector))
    .orderBy('slots.starts_at', upcoming ? 'asc' : 'desc')
    .orderBy('slots.id', upcoming ? 'asc' : 'desc')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
  return rows.map(toAdminSlot);
}

export async function countAdminSlots(
  db: Db,
  opts: { when: SlotWhen; now: string; inspector?: InspectorFilter },
): Promise<number> {
  return countRows(
    db
      .selectFrom('slots')
      .where('withdrawn_at', 'is', null)
      .where('starts_at', opts.when === 'upcoming' ? '>' : '<=', opts.now)
      .where(inspectorIs(opts.inspector)),
  );
}

export async function findAdminSlot(db: Db, id: number): Promise<AdminSlot | undefined> {
  return firstRow(slotsWithBooking(db).where('slots.id', '=', id), toAdminSlot);
}

/** Start instants (epoch ms) of the inspector's (null: the business's) slots between two instants. */
export async function slotStartsBetween(
  db: Db,
  from: string,
  to: string,
  inspectorId: number | null,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('slots')
    .select('starts_at')
    .where('withdrawn_at', 'is', null)
    .where(inspectorIs(inspectorId ?? 'none'))
    .where('starts_at', '>=', from)
    .where('starts_at', '<=', to)
    .execute();
  return new Set(rows.map((r) => new Date(toIso(r.starts_at)).getTime()));
}

/** Another slot of the same inspector (null: the business) with exactly this start, if any. */
export async function slotAtStart(
  db: Db,
  startIso: string,
  inspectorId: number | null,
  exceptId?: number,
): Promise<number | undefined> {
  let q = db
    .selectFrom('slots')
    .select('id')
    .where('starts_at', '=', startIso)
    .where('withdrawn_at', 'is', null)
    .where(inspectorIs(inspectorId ?? 'none'));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst())?.id;
}

/**
 * Holds an offered (not withdrawn) slot's row until the transaction ends and answers its
 * inspector, or undefined when the slot is gone or withdrawn. On PostgreSQL the row is locked, so a
 * booking and an administrator's change of one slot run one after the other and the later one's
 * next statements see what the earlier wrote; SQLite runs one transaction at a time anyway.
 */
export async function holdOfferedSlot(
  trx: Db,
  id: number,
): Promise<{ inspectorId: number | null } | undefined> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  return firstRow(
    trx
      .selectFrom('slots')
      .select('inspector_id')
      .where((eb) => eb.and({ id, withdrawn_at: null }))
      .$if(postgres, (q) => q.modifyFront(lockWait).forUpdate()),
    (row) => ({ inspectorId: row.inspector_id ?? null }),
  );
}

/** How many orders of each booking status point at the slot. */
export async function orderCountsOfSlot(
  db: Db,
  id: number,
): Promise<{ active: number; cancelled: number }> {
  const rows = await db
    .selectFrom('orders')
    .select(['booking_status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('slot_id', '=', id)
    .groupBy('booking_status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.booking_status === status)?.n ?? 0);
  // A request waiting for the office holds the slot as an active order does.
  return { active: count('active') + count('requested'), cancelled: count('cancelled') };
}

/**
 * Serialises slot writes of the admin area, so two administrators creating the same dates at once
 * cannot both pass the duplicate check. PostgreSQL: a transaction-scoped advisory lock. SQLite:
 * one process and one connection (the driver runs one transaction at a time), so nothing to do.
 */
export async function lockSlotWrites(trx: Db, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${SLOT_WRITE_LOCK})`.execute(trx);
}
const SLOT_WRITE_LOCK = 7_004_001;

export interface NewSlot {
  startsAt: string;
  title: string;
  fullDay?: boolean;
  inspectorId?: number | null;
  /** A time booked from working hours, and its visit's length. */
  fromHours?: boolean;
  minutes?: number;
}

/** Inserts slots; answers their ids in the same order. */
export async function insertSlots(db: Db, slots: NewSlot[], now: string): Promise<number[]> {
  if (slots.length === 0) return [];
  const rows = await db
    .insertInto('slots')
    .values(
      slots.map((s) => ({
        starts_at: s.startsAt,
        title: s.title,
        full_day: s.fullDay ? 1 : 0,
        inspector_id: s.inspectorId ?? null,
        ...(s.fromHours ? { from_hours: 1, minutes: s.minutes ?? null } : {}),
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Changes a slot. Moving it (a new start) or giving it to another inspector only succeeds while
 * no active order holds it, checked in the same statement as the write; a retitle always does.
 * Answers whether a row changed.
 */
export async function updateSlotRow(
  db: Db,
  id: number,
  change: { startsAt?: string; title: string; fullDay?: boolean; inspectorId?: number | null },
  now: string,
): Promise<boolean> {
  const reassign = change.inspectorId !== undefined;
  let q = db
    .updateTable('slots')
    .set({
      title: change.title,
      ...(change.fullDay === undefined ? {} : { full_day: change.fullDay ? 1 : 0 }),
      ...(change.startsAt ? { starts_at: change.startsAt } : {}),
      ...(reassign ? { inspector_id: change.inspectorId } : {}),
      updated_at: now,
    })
    .where('id', '=', id);
  if (change.startsAt || reassign) q = q.where(notBooked);
  return touchedAny(q);
}

/** Withdraws a slot no active order holds: one booked since the caller looked stays. */
export async function withdrawSlotRow(db: Db, id: number, now: string): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('slots')
      .set({ withdrawn_at: now, updated_at: now })
      .where((eb) => eb.and({ id, withdrawn_at: null }))
      .where(notBooked),
  );
}

export async function deleteSlotRow(db: Db, id: number): Promise<boolean> {
  return touchedAny(db.deleteFrom('slots').where('id', '=', id));
}

/** The live (not withdrawn) slot row of an owner at a start, if any: at most one (unique). */
export function findLiveSlotAt(db: Db, owner: number | null, startsAt: string) {
  return db
    .selectFrom('slots')
    .select(['id', 'from_hours'])
    .where('inspector_id', owner === null ? 'is' : '=', owner)
    .where('starts_at', '=', startsAt)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
}

/** A time from working hours booked again: its row takes the new visit's length. */
export async function rebookHoursSlot(
  db: Db,
  id: number,
  visit: Required<Pick<NewSlot, 'fullDay' | 'minutes'>>,
  now: string,
): Promise<void> {
  await updateById(db, 'slots', id, {
    full_day: visit.fullDay ? 1 : 0,
    minutes: visit.minutes,
    updated_at: now,
  });
}
