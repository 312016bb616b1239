import { DateTime } from 'luxon';
import { z } from 'zod';
import { limitedString } from '../schema-fields';

// The dashboard's range: first and last day (business time zone, both included) and the step.

export const DASHBOARD_STEPS = ['week', 'month'] as const;
export type DashboardStep = (typeof DASHBOARD_STEPS)[number];
/** The longest range shown at once. */
export const MAX_RANGE_YEARS = 2;

export const RANGE_MESSAGES = {
  from: 'Enter the first day as a date (YYYY-MM-DD).',
  to: 'Enter the last day as a date (YYYY-MM-DD).',
  order: 'The last day must be on or after the first day.',
  tooLong: `The range can be at most ${MAX_RANGE_YEARS} years.`,
  step: 'Choose weeks or months.',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => DAY.test(s) && DateTime.fromISO(s).isValid;

export const dashboardRangeSchema = z
  .object({
    from: limitedString(10, { invalid: RANGE_MESSAGES.from }).refine(isDay, RANGE_MESSAGES.from),
    to: limitedString(10, { invalid: RANGE_MESSAGES.to }).refine(isDay, RANGE_MESSAGES.to),
    by: z.enum(DASHBOARD_STEPS, { error: RANGE_MESSAGES.step }),
  })
  .superRefine((v, ctx) => {
    const from = DateTime.fromISO(v.from);
    const to = DateTime.fromISO(v.to);
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_MESSAGES.order });
    else if (to > from.plus({ years: MAX_RANGE_YEARS }))
      ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_MESSAGES.tooLong });
  });

export type DashboardRange = z.output<typeof dashboardRangeSchema>;

/** The last twelve weeks up to today, by week: what the page opens with. */
export function defaultRange(now: Date, timeZone: string): DashboardRange {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  return {
    from: today.startOf('week').minus({ weeks: 11 }).toISODate()!,
    to: today.toISODate()!,
    by: 'week',
  };
}

/** The range's instants: from the first day's midnight to the midnight after the last day. */
export function rangeInstants(range: DashboardRange, timeZone: string) {
  return {
    fromIso: DateTime.fromISO(range.from, { zone: timeZone }).toUTC().toISO()!,
    toIso: DateTime.fromISO(range.to, { zone: timeZone }).plus({ days: 1 }).toUTC().toISO()!,
  };
}

/** The first day (YYYY-MM-DD) of the week (Monday) or month an instant falls in, in the zone. */
export function periodStart(iso: string, by: DashboardStep, timeZone: string): string {
  return DateTime.fromISO(iso, { zone: timeZone }).startOf(by).toISODate()!;
}

/** Every period's first day from the range's first day to its last. */
export function periodsOf(range: DashboardRange): string[] {
  const last = DateTime.fromISO(range.to).startOf(range.by);
  const days: string[] = [];
  for (
    let d = DateTime.fromISO(range.from).startOf(range.by);
    d <= last;
    d = d.plus({ [`${range.by}s`]: 1 })
  )
    days.push(d.toISODate()!);
  return days;
}

/** "Nov 23" for a week (its Monday), "Nov 2026" for a month. */
export function periodLabel(day: string, by: DashboardStep): string {
  const d = DateTime.fromISO(day);
  return by === 'week' ? `Week of ${d.toFormat('LLL d, yyyy')}` : d.toFormat('LLLL yyyy');
}
