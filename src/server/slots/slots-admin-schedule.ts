import { DateTime } from 'luxon';

// Wall-clock dates and times of the business turned into UTC instants. Pure: the time zone and
// `now` are arguments. Slots are entered as the business sees its calendar (times are stored in
// UTC, shown in the business time zone), so a 9:00 AM slot stays 9:00 AM across a DST change.

export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** At most this many slots from one "create many" form: a typo in a date cannot flood the calendar. */
export const MAX_BULK_SLOTS = 500;
/** The longest date range of one "create many" form. */
export const MAX_BULK_DAYS = 366;

export const WEEKDAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 7, label: 'Sunday' },
] as const;

export const TIME_INVALID = (text: string) =>
  `“${text}” is not a time. Write times like 9:00 AM or 13:30.`;

/**
 * "9:00 AM", "9 am", "1:30pm", "09:00", "13:30" → { hour, minute }. Without AM/PM the time is on
 * the 24-hour clock and needs its minutes, so "9" alone is not guessed at.
 */
export function parseTimeOfDay(text: string): TimeOfDay | undefined {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match?.[1]) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const half = match[3]?.toLowerCase();
  if (minute > 59) return undefined;
  if (!half) return match[2] !== undefined && hour <= 23 ? { hour, minute } : undefined;
  if (hour < 1 || hour > 12) return undefined;
  return { hour: (hour % 12) + (half === 'p' ? 12 : 0), minute };
}

/** A comma- or line-separated list of times, each once, in order of the day. */
export function parseTimeList(text: string): TimeOfDay[] {
  const parts = text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const times = new Map<number, TimeOfDay>();
  for (const part of parts) {
    const time = parseTimeOfDay(part);
    if (!time) throw new RangeError(TIME_INVALID(part));
    times.set(time.hour * 60 + time.minute, time);
  }
  return [...times.entries()].sort(([a], [b]) => a - b).map(([, t]) => t);
}

/** "YYYY-MM-DD" as a calendar date, or undefined when it is not one (2026-02-30). */
export function parseCalendarDate(text: string): DateTime | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = DateTime.fromISO(text, { zone: 'UTC' });
  return date.isValid ? date : undefined;
}

/**
 * The UTC instant (ISO, with milliseconds, as every stored time) of a wall-clock time on a date in
 * the zone; undefined when that time does not exist there (the hour skipped when clocks spring
 * forward). A time that happens twice (clocks falling back) is the standard-time one.
 */
export function wallClockToUtc(
  date: string,
  time: TimeOfDay,
  timeZone: string,
): string | undefined {
  const day = parseCalendarDate(date);
  if (!day) return undefined;
  const local = DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute },
    { zone: timeZone },
  );
  if (!local.isValid || local.hour !== time.hour || local.minute !== time.minute) return undefined;
  return new Date(local.toMillis()).toISOString();
}

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:MM") of an instant in the zone. */
export function utcToWallClock(iso: string, timeZone: string): { date: string; time: string } {
  const local = DateTime.fromISO(iso, { zone: timeZone });
  return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}

export interface BulkPlanInput {
  from: string;
  to: string;
  /** Luxon weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: number[];
  times: TimeOfDay[];
}

export interface BulkPlan {
  /** Future instants to create, ascending. */
  starts: string[];
  /** Wall-clock times that already passed (today's earlier times, past days). */
  passed: number;
  /** Wall-clock times that do not exist on their day (daylight-saving gap). */
  nonexistent: number;
}

/** Every date in [from, to] on the chosen weekdays at each time, in the business zone. */
export function planBulkSlots(input: BulkPlanInput, timeZone: string, now: Date): BulkPlan {
  const from = parseCalendarDate(input.from);
  const to = parseCalendarDate(input.to);
  if (!from || !to) throw new RangeError('Please enter the first and last dates.');
  if (to.toMillis() < from.toMillis())
    throw new RangeError('The last date must not be before the first date.');
  const days = Math.round(to.diff(from, 'days').days) + 1;
  if (days > MAX_BULK_DAYS)
    throw new RangeError(`Please choose a range of at most ${MAX_BULK_DAYS} days.`);
  const weekdays = new Set(input.weekdays);
  const plan: BulkPlan = { starts: [], passed: 0, nonexistent: 0 };
  for (let day = from; day.toMillis() <= to.toMillis(); day = day.plus({ days: 1 })) {
    if (!weekdays.has(day.weekday)) continue;
    for (const time of input.times) {
      const start = wallClockToUtc(day.toISODate() ?? '', time, timeZone);
      if (!start) plan.nonexistent += 1;
      else if (new Date(start).getTime() <= now.getTime()) plan.passed += 1;
      else plan.starts.push(start);
    }
  }
  const total = plan.starts.length + plan.passed + plan.nonexistent;
  if (total > MAX_BULK_SLOTS)
    throw new RangeError(
      `That would be ${total} slots; at most ${MAX_BULK_SLOTS} can be made at once. Please choose fewer dates or times.`,
    );
  plan.starts.sort();
  return plan;
}
