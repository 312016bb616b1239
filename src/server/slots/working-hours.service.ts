import { z } from 'zod';
import {
  NO_WORKING_HOURS,
  parseDayHours,
  parseDaysOff,
  parseStartTimes,
  WEEKDAY_NAMES,
  type WorkingHours,
} from '../../shared/slots/working-hours';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../errors';
import { auditTrail } from '../audit/audit.service';
import type { Actor } from '../admin/actor';
import { changePublicData } from '../cache/public-change';
import { findInspector } from '../inspectors/inspectors.service';
import { parseTimeOfDay, wallClockToUtc } from './slots-admin-schedule';
import {
  deleteBlock,
  findWorkingHours,
  type HoursOwner,
  insertBlock,
  listBlocks,
  saveWorkingHours,
} from './working-hours.repository';

// Admin → Working hours: an owner's weekly hours, days off and start times, and blocked times.
// Each change drops the kept slot lists, so the order form offers the new times at once.

export type { HoursOwner, SlotBlock } from './working-hours.repository';
export { listBlocks };

const auditHours = auditTrail('working-hours');

export const BLOCK_NOT_FOUND = 'That blocked time does not exist.';
export const INSPECTOR_UNKNOWN = 'That inspector does not exist.';

/** The owner's hours, or none set yet. */
export async function hoursOf(db: Db, owner: HoursOwner): Promise<WorkingHours> {
  return (await findWorkingHours(db, owner)) ?? NO_WORKING_HOURS;
}

async function assertOwner(db: Db, owner: HoursOwner) {
  if (owner !== null && !(await findInspector(db, owner))) throw notFound(INSPECTOR_UNKNOWN);
}

const text = (max: number) => z.string().max(max).default('');

/** The form: one text per weekday ("day0".."day6"), days off, start every or listed times. */
export const workingHoursFormSchema = z.object({
  ...Object.fromEntries(WEEKDAY_NAMES.map((_, i) => [`day${i}`, text(120)])),
  daysOff: text(8000),
  startEvery: text(5),
  startTimes: text(400),
}) as z.ZodType<Record<string, string>>;

/** Reads the form into hours, naming each field that cannot be read. */
export function readHoursForm(form: Record<string, string>): WorkingHours {
  const fields: Record<string, string> = {};
  const weekly = WEEKDAY_NAMES.map((name, i) => {
    const read = parseDayHours(form[`day${i}`] ?? '');
    if (typeof read === 'string') fields[`day${i}`] = `${name} ${read}`;
    return typeof read === 'string' ? [] : read;
  });
  const daysOff = parseDaysOff(form.daysOff ?? '');
  if (typeof daysOff === 'string') fields.daysOff = `The days off ${daysOff}`;
  const startTimes = parseStartTimes(form.startTimes ?? '');
  if (typeof startTimes === 'string') fields.startTimes = `The start times ${startTimes}`;
  const every = Number((form.startEvery ?? '').trim() || '30');
  if (!Number.isInteger(every) || every < 5 || every > 24 * 60)
    fields.startEvery = 'Start every must be a whole number of minutes from 5 to 1440.';
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, { fields });
  return {
    weekly,
    daysOff: daysOff as string[],
    startEvery: every,
    startTimes: startTimes as number[],
  };
}

export async function saveHours(db: Db, by: Actor, owner: HoursOwner, hours: WorkingHours) {
  await assertOwner(db, owner);
  await changePublicData(db, ['slots'], async (trx) => {
    await saveWorkingHours(trx, owner, hours, by.at.toISOString());
    await auditHours(trx, by.id, 'update', owner === null ? 'business' : String(owner), {
      hours,
    });
  });
}

/** The longest reason a blocked time may carry (the form says so too). */
export const BLOCK_REASON_MAX = 200;

export const blockFormSchema = z.object({
  date: z
    .string()
    .trim()
    .max(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date.'),
  from: z.string().trim().max(10),
  to: z.string().trim().max(10),
  reason: z.string().trim().max(BLOCK_REASON_MAX).default(''),
});

/** Blocks a span of one day (business time) for the owner. */
export async function addBlock(
  db: Db,
  by: Actor,
  owner: HoursOwner,
  input: z.infer<typeof blockFormSchema>,
  timeZone: string,
): Promise<number> {
  await assertOwner(db, owner);
  const from = parseTimeOfDay(input.from);
  const to = parseTimeOfDay(input.to);
  const start = from && wallClockToUtc(input.date, from, timeZone);
  const end = to && wallClockToUtc(input.date, to, timeZone);
  if (!start || !end || Date.parse(end) <= Date.parse(start))
    throw badRequest('Please enter a start and a later end, such as 9:00 and 12:00.', {
      fields: { from: 'Please enter a start and a later end.' },
    });
  return changePublicData(db, ['slots'], async (trx) => {
    const id = await insertBlock(
      trx,
      { inspectorId: owner, start, end, reason: input.reason || 'Blocked' },
      by.at.toISOString(),
    );
    await auditHours(trx, by.id, 'block', String(id), { owner, start, end });
    return id;
  });
}

export async function removeBlock(db: Db, by: Actor, id: number): Promise<void> {
  await changePublicData(db, ['slots'], async (trx) => {
    if (!(await deleteBlock(trx, id))) throw notFound(BLOCK_NOT_FOUND);
    await auditHours(trx, by.id, 'unblock', String(id));
  });
}
