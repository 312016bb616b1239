// When each reminder of one order is due: pure rules on times in milliseconds, so the scheduler,
// the tests and the docs agree on one answer.

const HOUR = 3_600_000;

/** A thank-you missed by more than this (a long outage, a first deployment) is not sent late. */
export const THANK_YOU_GRACE_MS = 24 * HOUR;

export interface ReminderConfig {
  /** Hours before the start, each its own reminder (e.g. 72 and 24); empty: none. */
  beforeHours: readonly number[];
  /** Hours after the start for the thank-you; 0: none. */
  thankYouHours: number;
}

export const THANK_YOU = 'thank-you';
export const beforeName = (hours: number) => `before-${hours}h`;

export interface ScheduledOrder {
  startMs: number;
  /** When the order was booked, or last moved: that e-mail stands for a reminder due before it. */
  bookedMs: number;
}

/**
 * The one reminder before the inspection to send at `nowMs`, if any: among the reminders already
 * due, the closest to the start (after an outage, one message rather than two at once). None once
 * the inspection has started, and none whose time had passed when the order was booked or moved.
 */
export function dueBeforeReminder(
  order: ScheduledOrder,
  beforeHours: readonly number[],
  nowMs: number,
): number | undefined {
  if (nowMs >= order.startMs) return undefined;
  const due = beforeHours.filter((h) => nowMs >= order.startMs - h * HOUR);
  if (due.length === 0) return undefined;
  const closest = Math.min(...due);
  return order.bookedMs < order.startMs - closest * HOUR ? closest : undefined;
}

/** Whether the thank-you is due at `nowMs`: from `thankYouHours` after the start, for a day. */
export function thankYouDue(startMs: number, thankYouHours: number, nowMs: number): boolean {
  if (thankYouHours <= 0) return false;
  const at = startMs + thankYouHours * HOUR;
  return nowMs >= at && nowMs < at + THANK_YOU_GRACE_MS;
}

/** The start times (exclusive after, inclusive until) of orders a run must look at. */
export function beforeWindow(beforeHours: readonly number[], nowMs: number) {
  const longest = Math.max(0, ...beforeHours);
  return { afterMs: nowMs, untilMs: nowMs + longest * HOUR };
}

export function thankYouWindow(thankYouHours: number, nowMs: number) {
  const untilMs = nowMs - thankYouHours * HOUR;
  return { afterMs: untilMs - THANK_YOU_GRACE_MS, untilMs };
}
