import { z } from 'zod';
import { tooLongMessage } from '../../shared/schema-fields';
import type { Db, DialectName } from '../db/database';
import { badRequest, conflict, foundOr404, notFound } from '../errors';
import { auditTrail } from '../audit/audit.service';
import type { Actor } from '../admin/actor';
import { changePublicData } from '../cache/public-change';
import { requiredText } from '../admin/ui/admin-schemas';
import { findInspector } from '../inspectors/inspectors.service';
import {
  deleteSlotRow,
  withdrawSlotRow,
  findAdminSlot,
  holdOfferedSlot,
  insertSlots,
  lockSlotWrites,
  orderCountsOfSlot,
  slotAtStart,
  slotStartsBetween,
  updateSlotRow,
} from './slots.repository';

export type { AdminSlot, InspectorFilter, SlotWhen } from './slots.repository';
export { countAdminSlots, findAdminSlot, listAdminSlots } from './slots.repository';
import {
  parseTimeList,
  parseTimeOfDay,
  planBulkSlots,
  TIME_INVALID,
  parseCalendarDate,
  utcToWallClock,
  wallClockToUtc,
} from './slots-admin-schedule';

export const SLOT_MESSAGES = {
  notFound: 'That slot does not exist.',
  bookedDelete: 'This slot has a booking; cancel its order first.',
  bookedMove:
    'This slot has a booking, so its date and time cannot change: the customer was told this time. You can change its title, or cancel its order first.',
  duplicate: 'Another slot of this inspector already starts at that date and time.',
  bookedReassign:
    'This slot has a booking, so its inspector cannot change: the customer was told who comes. Cancel its order first.',
  inspectorNotActive:
    'Please choose an active inspector (or "No inspector" for the business itself).',
  inPast: 'That date and time has already passed.',
  timeMissing:
    'That time does not exist on that day (the clocks change). Please choose another time.',
} as const;

const auditSlot = auditTrail('slot');

export interface SlotWriter {
  db: Db;
  dialect: DialectName;
  /** Who writes, and when: the audit entries' user, the rows' times, what "past" is. */
  by: Actor;
  timeZone: string;
}

const title = requiredText(200, 'Please enter a title.', tooLongMessage('title', 200));
const date = z.string().trim().min(1, 'Please enter a date.');
const time = z
  .string()
  .trim()
  .min(1, 'Please enter a time.')
  .refine((t) => parseTimeOfDay(t) !== undefined, { error: (i) => TIME_INVALID(String(i.input)) });

export const slotInputSchema = z.object({ date, time, title });
/** fullDay: the form's "Full-day appointment" box (read apart: an unchecked box sends nothing). */
export type SlotInput = z.infer<typeof slotInputSchema> & {
  fullDay?: boolean;
  /** The slot's inspector; null: the business's own. Left out on edit: unchanged. */
  inspectorId?: number | null;
};

export const bulkInputSchema = z.object({
  from: z.string().trim().min(1, 'Please enter the first date.'),
  to: z.string().trim().min(1, 'Please enter the last date.'),
  times: z.string().trim().min(1, 'Please enter at least one time.'),
  title,
});
export type BulkInput = z.infer<typeof bulkInputSchema> & {
  weekdays: number[];
  fullDay?: boolean;
  inspectorId?: number | null;
};

/** New slots go only to inspectors who hold the role (a removed one keeps only their old slots). */
async function assertActiveInspector(db: Db, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const inspector = await findInspector(db, id);
  if (!inspector?.active) throw badRequest(SLOT_MESSAGES.inspectorNotActive);
}

/** The instant of a form's date and time in the business zone, refused when past or missing. */
function startOf(input: SlotInput, w: SlotWriter): string {
  const tod = parseTimeOfDay(input.time);
  if (!tod) throw badRequest(TIME_INVALID(input.time));
  if (!parseCalendarDate(input.date)) throw badRequest('Please enter a valid date.');
  const start = wallClockToUtc(input.date, tod, w.timeZone);
  if (!start) throw badRequest(SLOT_MESSAGES.timeMissing);
  if (new Date(start).getTime() <= w.by.at.getTime()) throw badRequest(SLOT_MESSAGES.inPast);
  return start;
}

export async function createSlot(w: SlotWriter, input: SlotInput): Promise<number> {
  const start = startOf(input, w);
  const inspectorId = input.inspectorId ?? null;
  await assertActiveInspector(w.db, inspectorId);
  return changePublicData(w.db, ['slots'], async (trx) => {
    await lockSlotWrites(trx, w.dialect);
    if ((await slotAtStart(trx, start, inspectorId)) !== undefined)
      throw conflict(SLOT_MESSAGES.duplicate);
    const [id] = await insertSlots(
      trx,
      [{ startsAt: start, title: input.title, fullDay: input.fullDay ?? false, inspectorId }],
      w.by.at.toISOString(),
    );
    await auditSlot(trx, w.by.id, 'create', id, {
      start,
      title: input.title,
      fullDay: input.fullDay ?? false,
      inspectorId,
    });
    return id as number;
  });
}

export interface BulkResult {
  created: number;
  duplicates: number;
  passed: number;
  nonexistent: number;
}

/** "Create many": every chosen weekday in the range at each time; existing starts are skipped. */
export async function createSlotsInBulk(w: SlotWriter, input: BulkInput): Promise<BulkResult> {
  if (input.weekdays.length === 0) throw badRequest('Please choose at least one day of the week.');
  let plan;
  try {
    const times = parseTimeList(input.times);
    if (times.length === 0) throw new RangeError('Please enter at least one time.');
    plan = planBulkSlots({ ...input, times }, w.timeZone, w.by.at);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message);
    throw error;
  }
  const { starts } = plan;
  const inspectorId = input.inspectorId ?? null;
  await assertActiveInspector(w.db, inspectorId);
  return changePublicData(w.db, ['slots'], async (trx) => {
    await lockSlotWrites(trx, w.dialect);
    const existing =
      starts.length === 0
        ? new Set<number>()
        : await slotStartsBetween(trx, starts[0] as string, starts.at(-1) as string, inspectorId);
    const fresh = starts.filter((s) => !existing.has(new Date(s).getTime()));
    const ids = await insertSlots(
      trx,
      fresh.map((startsAt) => ({
        startsAt,
        title: input.title,
        fullDay: input.fullDay ?? false,
        inspectorId,
      })),
      w.by.at.toISOString(),
    );
    const result: BulkResult = {
      created: ids.length,
      duplicates: starts.length - fresh.length,
      passed: plan.passed,
      nonexistent: plan.nonexistent,
    };
    await auditSlot(trx, w.by.id, 'create-many', undefined, {
      from: input.from,
      to: input.to,
      weekdays: input.weekdays,
      times: input.times,
      title: input.title,
      fullDay: input.fullDay ?? false,
      inspectorId,
      timeZone: w.timeZone,
      ...result,
      ids,
    });
    return result;
  });
}

/** Retitles any slot; moves only a free one (SLOT_MESSAGES.bookedMove), never into the past or onto another. */
export async function editSlot(w: SlotWriter, id: number, input: SlotInput): Promise<void> {
  const before = await foundOr404(findAdminSlot(w.db, id), SLOT_MESSAGES.notFound);
  // The form shows minutes: the date and time as shown, unchanged, are not a move.
  const shown = utcToWallClock(before.start, w.timeZone);
  const tod = parseTimeOfDay(input.time);
  const sameStart =
    input.date === shown.date &&
    tod !== undefined &&
    `${String(tod.hour).padStart(2, '0')}:${String(tod.minute).padStart(2, '0')}` === shown.time;
  const start = sameStart ? undefined : startOf(input, w);
  if (start && before.orderId !== null) throw conflict(SLOT_MESSAGES.bookedMove);
  // Giving a booked slot to another inspector is refused: the customer was told who comes.
  const reassign =
    input.inspectorId !== undefined && input.inspectorId !== before.inspectorId
      ? input.inspectorId
      : undefined;
  if (reassign !== undefined && before.orderId !== null)
    throw conflict(SLOT_MESSAGES.bookedReassign);
  await assertActiveInspector(w.db, reassign);
  const inspectorAfter = reassign === undefined ? before.inspectorId : reassign;
  await changePublicData(w.db, ['slots'], async (trx) => {
    await lockSlotWrites(trx, w.dialect);
    // Held first, so the conditional update below sees a booking or move of this slot in progress.
    await holdOfferedSlot(trx, id);
    if (
      (start || reassign !== undefined) &&
      (await slotAtStart(trx, start ?? before.start, inspectorAfter, id)) !== undefined
    )
      throw conflict(SLOT_MESSAGES.duplicate);
    const changed = await updateSlotRow(
      trx,
      id,
      { startsAt: start, title: input.title, fullDay: input.fullDay, inspectorId: reassign },
      w.by.at.toISOString(),
    );
    // Booked between the page load and this write: the conditional update refused the change.
    if (!changed)
      throw conflict(
        start
          ? SLOT_MESSAGES.bookedMove
          : reassign !== undefined
            ? SLOT_MESSAGES.bookedReassign
            : SLOT_MESSAGES.notFound,
      );
    await auditSlot(trx, w.by.id, 'update', id, {
      title: input.title,
      start: start ?? before.start,
      ...(start ? { previousStart: before.start } : {}),
      ...(before.title !== input.title ? { previousTitle: before.title } : {}),
      ...(input.fullDay !== undefined && input.fullDay !== before.fullDay
        ? { fullDay: input.fullDay }
        : {}),
      ...(reassign !== undefined
        ? { inspectorId: reassign, previousInspectorId: before.inspectorId }
        : {}),
    });
  });
}

/**
 * Deletes a free slot; answers what it was. A slot that cancelled orders still refer to is
 * withdrawn instead (hidden from every list and from booking), so those orders keep their record.
 */
export async function deleteSlot(
  w: SlotWriter,
  id: number,
): Promise<{ start: string; title: string }> {
  const before = await foundOr404(findAdminSlot(w.db, id), SLOT_MESSAGES.notFound);
  try {
    await changePublicData(w.db, ['slots'], async (trx) => {
      // Held first, so a booking of this slot in progress has ended before its orders are counted.
      if (!(await holdOfferedSlot(trx, id))) throw notFound(SLOT_MESSAGES.notFound);
      const orders = await orderCountsOfSlot(trx, id);
      if (orders.active > 0) throw conflict(SLOT_MESSAGES.bookedDelete);
      const gone =
        orders.cancelled > 0
          ? await withdrawSlotRow(trx, id, w.by.at.toISOString())
          : await deleteSlotRow(trx, id);
      if (!gone) throw conflict(SLOT_MESSAGES.bookedDelete);
      await auditSlot(trx, w.by.id, 'delete', id, { start: before.start, title: before.title });
    });
  } catch (error) {
    // Booked between the check and the delete: the orders' foreign key refuses it.
    if (isForeignKeyViolation(error)) throw conflict(SLOT_MESSAGES.bookedDelete);
    throw error;
  }
  return { start: before.start, title: before.title };
}

function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
