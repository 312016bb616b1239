import { z } from 'zod';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { auditTrail } from '../audit/audit.service';
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
  const changed = (Object.keys(input) as (keyof ReservationLimits)[]).filter(
    (k) => before[k] !== input[k],
  );
  if (changed.length === 0) return [];
  await db.transaction().execute(async (trx) => {
    for (const name of changed) await setReservationLimit(trx, name, input[name]);
    const details = Object.fromEntries(changed.map((k) => [k, { from: before[k], to: input[k] }]));
    await auditTrail('settings')(trx, actorId, 'update', 'reservation-limits', details);
  });
  return changed;
}
