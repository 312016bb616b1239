import { DateTime } from 'luxon';

// The buyer's inspection contingency deadline (a calendar day in the business's time zone): a
// date in the past is refused, and a time leaving less than a day before it is marked.

export const DEADLINE_MESSAGES = {
  invalid: 'Please give the inspection deadline as a date.',
  past: 'The inspection deadline cannot be in the past.',
} as const;

/** Why a deadline is refused (undefined: none given, or fine). `today` is YYYY-MM-DD. */
export function deadlineIssue(deadline: string | undefined, today: string): string | undefined {
  if (!deadline) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline) || !DateTime.fromISO(deadline).isValid)
    return DEADLINE_MESSAGES.invalid;
  return deadline < today ? DEADLINE_MESSAGES.past : undefined;
}

/** The deadline's end: the last instant of that day in the business's time zone (ms). */
export function deadlineEnds(deadline: string, timeZone: string): number {
  return DateTime.fromISO(deadline, { zone: timeZone }).endOf('day').toMillis();
}

/** A visit starting at `start` leaves less than a day before the deadline's end. */
export function tightForDeadline(start: string, deadline: string, timeZone: string): boolean {
  return deadlineEnds(deadline, timeZone) - Date.parse(start) < 86_400_000;
}

/** What is left between the visit and the deadline: "2 days 5 h", "9 h", or "past the deadline". */
export function timeLeftText(from: number, deadline: string, timeZone: string): string {
  const ms = deadlineEnds(deadline, timeZone) - from;
  if (ms <= 0) return 'past the deadline';
  const hours = Math.floor(ms / 3_600_000);
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days} day${days === 1 ? '' : 's'} ${hours % 24} h` : `${hours} h`;
}
