import { describe, expect, it } from 'vitest';
import {
  beforeWindow,
  dueBeforeReminder,
  THANK_YOU_GRACE_MS,
  thankYouDue,
  thankYouWindow,
} from './reminder-schedule';

const H = 3_600_000;
const start = Date.UTC(2026, 11, 10, 14);
const hours = [72, 24];
const bookedLongAgo = { startMs: start, bookedMs: start - 30 * 24 * H };

describe('when a reminder before the inspection is due', () => {
  it('is due from its hour before the start until the start', () => {
    expect(dueBeforeReminder(bookedLongAgo, hours, start - 73 * H)).toBeUndefined();
    expect(dueBeforeReminder(bookedLongAgo, hours, start - 72 * H)).toBe(72);
    expect(dueBeforeReminder(bookedLongAgo, hours, start - 25 * H)).toBe(72);
    expect(dueBeforeReminder(bookedLongAgo, hours, start - 24 * H)).toBe(24);
    expect(dueBeforeReminder(bookedLongAgo, hours, start - 1)).toBe(24);
    expect(dueBeforeReminder(bookedLongAgo, hours, start)).toBeUndefined();
  });

  it('is skipped when the order was booked (or moved) at or after its time', () => {
    const booked50hBefore = { startMs: start, bookedMs: start - 50 * H };
    expect(dueBeforeReminder(booked50hBefore, hours, start - 50 * H)).toBeUndefined();
    expect(dueBeforeReminder(booked50hBefore, hours, start - 24 * H)).toBe(24);
    const bookedExactly = { startMs: start, bookedMs: start - 24 * H };
    expect(dueBeforeReminder(bookedExactly, hours, start - 2 * H)).toBeUndefined();
  });

  it('after an outage, only the closest reminder is due, not every missed one', () => {
    expect(dueBeforeReminder(bookedLongAgo, hours, start - 10 * H)).toBe(24);
  });

  it('the window reaches as far ahead as the largest hour', () => {
    expect(beforeWindow(hours, start)).toEqual({ afterMs: start, untilMs: start + 72 * H });
  });
});

describe('when the thank-you is due', () => {
  it('from its hours after the start, for a day; never when off', () => {
    expect(thankYouDue(start, 4, start + 4 * H - 1)).toBe(false);
    expect(thankYouDue(start, 4, start + 4 * H)).toBe(true);
    expect(thankYouDue(start, 4, start + 4 * H + THANK_YOU_GRACE_MS - 1)).toBe(true);
    expect(thankYouDue(start, 4, start + 4 * H + THANK_YOU_GRACE_MS)).toBe(false);
    expect(thankYouDue(start, 0, start + 5 * H)).toBe(false);
  });

  it('the window holds exactly the starts whose thank-you is due', () => {
    const now = start + 10 * H;
    const w = thankYouWindow(4, now);
    expect(thankYouDue(w.untilMs, 4, now)).toBe(true);
    expect(thankYouDue(w.afterMs, 4, now)).toBe(false);
    expect(thankYouDue(w.afterMs + 1, 4, now)).toBe(true);
  });
});
