import { DateTime } from 'luxon';
import type { WorkingHours } from './working-hours';

// The free times working hours offer: each day from today to the horizon, the starts the hours
// allow (every N minutes, or the listed times) where the whole visit fits before closing, less
// those within the notice, those overlapping a booked visit (with the buffer either side) or a
// block, and every start of a day that already has the most visits allowed. Pure: the server
// gives it the booked visits and its own clock.

/** A span of time as epoch milliseconds, end excluded. */
export interface Span {
  start: number;
  end: number;
}

export interface FreeTimeRules {
  bufferMinutes: number;
  horizonDays: number;
  noticeHours: number;
  /** 0: no limit. */
  maxVisitsPerDay: number;
}

export interface FreeTimeInput {
  hours: WorkingHours;
  timeZone: string;
  now: Date;
  rules: FreeTimeRules;
  visitMinutes: number;
  /** Visits already booked (their own length, no buffer). */
  booked: readonly Span[];
  /** Times an administrator blocked. */
  blocks: readonly Span[];
  /** No start before this (epoch ms): a later page of times, e.g. the office picking a day. */
  from?: number;
}

const MINUTE = 60_000;

/** Why a start does not fit, in the customer's words; undefined when it fits. */
export type Misfit = 'notice' | 'taken' | 'blocked' | 'day-full' | 'hours';

export const MISFIT_TEXT: Record<Misfit, string> = {
  notice: 'That time is too soon: we need more notice before a visit.',
  taken: 'That time overlaps another inspection.',
  blocked: 'That time is not available.',
  'day-full': 'That day is fully booked.',
  hours: 'That time is outside our working hours or too short for this visit.',
};

const dayKey = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).toISODate() ?? '';

function startsOfDay(hours: WorkingHours, day: DateTime, visitMinutes: number): number[] {
  const spans = hours.weekly[day.weekday - 1] ?? [];
  const out: number[] = [];
  for (const span of spans) {
    const fits = (m: number) => m >= span.from && m + visitMinutes <= span.to;
    const minutes = hours.startTimes.length
      ? hours.startTimes.filter(fits)
      : Array.from(
          { length: Math.floor((span.to - span.from) / hours.startEvery) + 1 },
          (_, i) => span.from + i * hours.startEvery,
        ).filter(fits);
    for (const m of minutes) out.push(day.startOf('day').plus({ minutes: m }).toMillis());
  }
  return out;
}

/** Why `start` does not fit, given what is booked and blocked (the hours are checked apart). */
export function misfitAt(input: Omit<FreeTimeInput, 'hours'>, start: number): Misfit | undefined {
  const { rules, visitMinutes } = input;
  if (start < input.now.getTime() + rules.noticeHours * 60 * MINUTE) return 'notice';
  const end = start + visitMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  if (input.blocks.some((b) => start < b.end && b.start < end)) return 'blocked';
  if (input.booked.some((b) => start < b.end + buffer && b.start < end + buffer)) return 'taken';
  return dayFull(input, start) ? 'day-full' : undefined;
}

/** Whether the owner's day of `start` already has the most visits allowed. */
function dayFull(input: Pick<FreeTimeInput, 'rules' | 'timeZone' | 'booked'>, start: number) {
  if (input.rules.maxVisitsPerDay <= 0) return false;
  const day = dayKey(start, input.timeZone);
  const count = input.booked.filter((b) => dayKey(b.start, input.timeZone) === day).length;
  return count >= input.rules.maxVisitsPerDay;
}

/**
 * Why a hand-made slot does not fit the office's rules: the notice and the day's limit hold for it
 * as for a time from the hours (its start and length were typed, so no overlap check).
 */
export function handSlotMisfit(
  input: Pick<FreeTimeInput, 'now' | 'rules' | 'timeZone' | 'booked'>,
  start: number,
): Misfit | undefined {
  if (start < input.now.getTime() + input.rules.noticeHours * 60 * MINUTE) return 'notice';
  return dayFull(input, start) ? 'day-full' : undefined;
}

/** Whether the hours offer `start` for this visit at all (a start they allow, before closing). */
export function hoursAllow(
  hours: WorkingHours,
  timeZone: string,
  visitMinutes: number,
  start: number,
): boolean {
  const day = DateTime.fromMillis(start, { zone: timeZone });
  if (hours.daysOff.includes(day.toISODate() ?? '')) return false;
  return startsOfDay(hours, day, visitMinutes).includes(start);
}

/** Free starts (epoch ms) ascending, at most `limit`. */
export function freeTimes(input: FreeTimeInput, limit: number): number[] {
  const { hours, timeZone, rules } = input;
  const today = DateTime.fromJSDate(input.now, { zone: timeZone }).startOf('day');
  const from = input.from ?? 0;
  const first = Math.max(
    0,
    Math.floor(
      DateTime.fromMillis(from, { zone: timeZone }).startOf('day').diff(today, 'days').days,
    ),
  );
  const out: number[] = [];
  for (let d = first; d <= rules.horizonDays && out.length < limit; d++) {
    const day = today.plus({ days: d });
    if (hours.daysOff.includes(day.toISODate() ?? '')) continue;
    for (const start of startsOfDay(hours, day, input.visitMinutes)) {
      if (out.length >= limit) break;
      if (start >= from && misfitAt(input, start) === undefined) out.push(start);
    }
  }
  return out;
}
