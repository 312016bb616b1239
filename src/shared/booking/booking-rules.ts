import { DEFAULT_FULL_DAY_HOURS, MAX_FULL_DAY_HOURS } from './visit-length';

// The office's booking rules (Advanced → Booking rules): when a visit is a full day, the gap kept
// between visits, how far ahead and how soon a time may be booked, and an inspector's day's limit.

export interface BookingRules {
  /** A visit longer than this many hours is a full-day visit (0: none is). */
  fullDayHours: number;
  /** Minutes kept free after each visit before the next may start (travel, write-up). */
  bufferMinutes: number;
  /** How many days ahead working hours offer times. */
  horizonDays: number;
  /** No time starting sooner than this many hours from now is offered or booked. */
  noticeHours: number;
  /** The most visits one inspector (or the business) takes in a day (0: no limit). */
  maxVisitsPerDay: number;
  /** How long a time offered from the waitlist is held for the person offered it (minutes). */
  waitlistHoldMinutes: number;
}

export const DEFAULT_BOOKING_RULES: BookingRules = {
  fullDayHours: DEFAULT_FULL_DAY_HOURS,
  bufferMinutes: 30,
  horizonDays: 60,
  noticeHours: 0,
  maxVisitsPerDay: 0,
  waitlistHoldMinutes: 30,
};

export const BOOKING_RULE_BOUNDS: Record<keyof BookingRules, { min: number; max: number }> = {
  fullDayHours: { min: 0, max: MAX_FULL_DAY_HOURS },
  bufferMinutes: { min: 0, max: 8 * 60 },
  horizonDays: { min: 1, max: 366 },
  noticeHours: { min: 0, max: 24 * 30 },
  maxVisitsPerDay: { min: 0, max: 50 },
  waitlistHoldMinutes: { min: 1, max: 7 * 24 * 60 },
};
