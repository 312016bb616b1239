import { z } from 'zod';

// An inspector's (or the business's) working hours: the hours of each weekday, the days off, and
// when a visit may start (every N minutes from the opening, or a list of times such as 8:00, 13:00).

/** Luxon's weekday numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Minutes after midnight, business time. */
export interface DayHours {
  from: number;
  to: number;
}

export interface WorkingHours {
  /** Index 0 is Monday; an empty list is a day off every week. */
  weekly: DayHours[][];
  /** Dates off ("2027-01-01"), business time. */
  daysOff: string[];
  /** A visit may start every this many minutes from each opening … */
  startEvery: number;
  /** … or only at these minutes after midnight (when any are listed). */
  startTimes: number[];
}

export const MAX_DAYS_OFF = 366;
export const MAX_START_TIMES = 48;

const HHMM = /^(\d{1,2}):(\d{2})$/;

/** "8:00" or "13:30" → minutes after midnight; undefined when it is not a time of day. */
export function minutesOfDay(text: string): number | undefined {
  const m = HHMM.exec(text.trim().slice(0, 5));
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 24 && min < 60 && h * 60 + min <= 24 * 60 ? h * 60 + min : undefined;
}

export const timeOfDayText = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** "8:00-12:00, 13:00-17:00" → the day's hours; a reason when it cannot be read. */
export function parseDayHours(text: string): DayHours[] | string {
  if (text.length > 200) return 'is too long.';
  const trimmed = text.trim();
  if (trimmed === '' || /^(?:off|closed)$/i.test(trimmed)) return [];
  const out: DayHours[] = [];
  for (const part of trimmed.split(',')) {
    const [a, b, ...rest] = part.split('-');
    const from = minutesOfDay(a ?? '');
    const to = minutesOfDay(b ?? '');
    if (rest.length || from === undefined || to === undefined || to <= from)
      return 'must look like 8:00-17:00 (several separated by commas), or be left empty for a day off.';
    if (out.some((h) => from < h.to && h.from < to)) return 'has hours that overlap.';
    out.push({ from, to });
  }
  return out.sort((x, y) => x.from - y.from);
}

export const dayHoursText = (hours: readonly DayHours[]) =>
  hours.map((h) => `${timeOfDayText(h.from)}-${timeOfDayText(h.to)}`).join(', ');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Dates separated by commas, spaces or lines; a reason when one is not a date. */
export function parseDaysOff(text: string): string[] | string {
  if (text.length > MAX_DAYS_OFF * 12) return 'are too many.';
  const dates = text.split(/[\s,]+/).filter(Boolean);
  if (dates.length > MAX_DAYS_OFF) return 'are too many.';
  const bad = dates.find((d) => !ISO_DATE.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`)));
  if (bad) return `must be dates such as 2027-01-01 (“${bad.slice(0, 20)}” is not one).`;
  return [...new Set(dates)].sort();
}

/** "8:00, 13:00" → minutes after midnight; a reason when one is not a time. */
export function parseStartTimes(text: string): number[] | string {
  if (text.length > MAX_START_TIMES * 6) return 'are too many.';
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length > MAX_START_TIMES) return 'are too many.';
  const times: number[] = [];
  for (const p of parts) {
    const m = minutesOfDay(p);
    if (m === undefined || m >= 24 * 60) return `must be times such as 8:00, 13:00.`;
    times.push(m);
  }
  return [...new Set(times)].sort((a, b) => a - b);
}

/** The stored form (JSON in the database), checked on the way in and out. */
export const workingHoursSchema = z.strictObject({
  weekly: z
    .array(
      z.array(z.strictObject({ from: z.number().int().min(0), to: z.number().int().max(1440) })),
    )
    .length(7),
  daysOff: z.array(z.string().regex(ISO_DATE)).max(MAX_DAYS_OFF),
  startEvery: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  startTimes: z.array(z.number().int().min(0).max(1439)).max(MAX_START_TIMES),
});

export const NO_WORKING_HOURS: WorkingHours = {
  weekly: [[], [], [], [], [], [], []],
  daysOff: [],
  startEvery: 30,
  startTimes: [],
};

/** Whether any time can come of these hours at all. */
export const hasHours = (h: WorkingHours) => h.weekly.some((d) => d.length > 0);
