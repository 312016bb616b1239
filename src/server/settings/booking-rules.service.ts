import { z } from 'zod';
import {
  BOOKING_RULE_BOUNDS,
  type BookingRules,
  DEFAULT_BOOKING_RULES,
} from '../../shared/booking/booking-rules';
import type { Db } from '../db/database';
import type { Actor } from '../admin/actor';
import { auditedSettings } from './audited-setting';
import { getSettings, setSetting, type SettingsSource } from './settings.repository';

// Advanced → Booking rules. Stored as text; a value out of bounds falls back to the default, so
// a bad row never stops the order form.

const NAMES = Object.keys(DEFAULT_BOOKING_RULES) as (keyof BookingRules)[];
const keyOf = (name: keyof BookingRules) => `booking.${name}`;

export const BOOKING_RULE_LABELS: Record<keyof BookingRules, string> = {
  fullDayHours: 'A visit is a full day when longer than (hours)',
  bufferMinutes: 'Time kept free after each visit (minutes)',
  horizonDays: 'Times are offered this many days ahead',
  noticeHours: 'Minimum notice before a visit (hours)',
  maxVisitsPerDay: 'Most visits an inspector takes a day (0: no limit)',
  waitlistHoldMinutes: 'A time offered from the waitlist is held for (minutes)',
};

export async function getBookingRules(db: SettingsSource): Promise<BookingRules> {
  const stored = await getSettings(db, NAMES.map(keyOf));
  const read = (name: keyof BookingRules) => {
    const text = stored.get(keyOf(name));
    const n = Number(text);
    const { min, max } = BOOKING_RULE_BOUNDS[name];
    return text !== undefined && Number.isInteger(n) && n >= min && n <= max
      ? n
      : DEFAULT_BOOKING_RULES[name];
  };
  return Object.fromEntries(NAMES.map((n) => [n, read(n)])) as unknown as BookingRules;
}

const whole = (name: keyof BookingRules) => {
  const label = BOOKING_RULE_LABELS[name].replace(/ \(.*\)$/, '');
  const { min, max } = BOOKING_RULE_BOUNDS[name];
  return z.coerce
    .number({ error: `${label}: a whole number, please.` })
    .int(`${label}: a whole number, please.`)
    .min(min, `${label}: at least ${min}.`)
    .max(max, `${label}: at most ${max}.`);
};

export const bookingRulesSchema = z.object(
  Object.fromEntries(NAMES.map((n) => [n, whole(n)])) as Record<
    keyof BookingRules,
    ReturnType<typeof whole>
  >,
);

const saveRules = auditedSettings<BookingRules>({
  section: 'booking-rules',
  names: NAMES,
  write: (trx, name, value) => setSetting(trx, keyOf(name), String(value)),
});

/** Saves the rules (one audit entry listing each change); answers the names that changed. */
export async function saveBookingRules(db: Db, by: Actor, input: BookingRules) {
  return saveRules(db, by, await getBookingRules(db), input);
}
