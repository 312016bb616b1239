import { z } from 'zod';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { Actor } from '../admin/actor';
import { auditedSettings } from './audited-setting';
import {
  getReservationLimits,
  type ReservationLimits,
  setReservationLimit,
} from './settings.service';

// Advanced → Reservations without payment: the limits booking applies to pay-later orders.

const whole = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} may be at most ${max}.`);

export const reservationLimitsSchema = z.object({
  unpaidPerEmail: whole('Open reservations without payment per e-mail', 1000),
  unpaidPerIpDay: whole('Reservations without payment per network in a day', 10_000),
});

const saveLimits = auditedSettings<ReservationLimits>({
  section: 'reservation-limits',
  names: ['unpaidPerEmail', 'unpaidPerIpDay'],
  write: setReservationLimit,
});

/** Saves the limits (audited); answers the names that changed. */
export async function saveReservationLimits(db: Db, env: Env, by: Actor, input: ReservationLimits) {
  return saveLimits(db, by, await getReservationLimits(db, env), input);
}
