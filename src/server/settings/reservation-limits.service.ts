import { z } from 'zod';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { saveChangedSettings } from './audited-setting';
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

/** Saves the limits (audited); answers the names that changed. */
export async function saveReservationLimits(
  db: Db,
  env: Env,
  actorId: number,
  input: ReservationLimits,
): Promise<(keyof ReservationLimits)[]> {
  const before = await getReservationLimits(db, env);
  const names = Object.keys(input) as (keyof ReservationLimits)[];
  return saveChangedSettings(
    db,
    actorId,
    'reservation-limits',
    { before, input, names },
    (trx, name) => setReservationLimit(trx, name, input[name]),
  );
}
