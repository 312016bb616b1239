import { z } from 'zod';
import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
} from '../../shared/booking/cancellation-policy';
import { centsToDecimal } from '../../shared/money';
import type { Db } from '../db/database';
import type { Actor } from '../admin/actor';
import { auditedSettings } from './audited-setting';
import { getSettings, type SettingsSource, setSetting } from './settings.repository';

// The cancellation policy's numbers (Advanced): fees, the window in hours, the same-day cut-off.
// Stored as text; anything unreadable falls back to the default, so a bad row never blocks a cancel.

const KEYS: Record<keyof CancellationPolicy, string> = {
  feeCents: 'cancellation.feeCents',
  fullDayFeeCents: 'cancellation.fullDayFeeCents',
  windowHours: 'cancellation.windowHours',
  sameDayCutoff: 'cancellation.sameDayCutoff',
};
const NAMES = Object.keys(KEYS) as (keyof CancellationPolicy)[];
const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const MAX_FEE_CENTS = 100_000_00;
const MAX_WINDOW_HOURS = 24 * 60;

function readCents(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text !== undefined && Number.isInteger(n) && n >= 0 && n <= MAX_FEE_CENTS ? n : fallback;
}

export async function getCancellationPolicy(db: SettingsSource): Promise<CancellationPolicy> {
  const stored = await getSettings(db, Object.values(KEYS));
  const d = DEFAULT_CANCELLATION_POLICY;
  const hours = Number(stored.get(KEYS.windowHours));
  const cutoff = stored.get(KEYS.sameDayCutoff) ?? '';
  return {
    feeCents: readCents(stored.get(KEYS.feeCents), d.feeCents),
    fullDayFeeCents: readCents(stored.get(KEYS.fullDayFeeCents), d.fullDayFeeCents),
    windowHours:
      Number.isInteger(hours) && hours >= 0 && hours <= MAX_WINDOW_HOURS ? hours : d.windowHours,
    sameDayCutoff: cutoff.length === 5 && HHMM.test(cutoff) ? cutoff : d.sameDayCutoff,
  };
}

const dollars = (label: string) =>
  z
    .string()
    .trim()
    .max(12, `${label} must look like 75.00.`)
    .transform((s) => s.replace(/^\$/, '').replace(/,/g, ''))
    .refine((s) => /^\d{1,6}(?:\.\d{1,2})?$/.test(s), `${label} must look like 75.00.`)
    .transform((s) => Math.round(Number(s) * 100));

/** Advanced → Cancellation policy form: dollars, whole hours and "HH:MM". */
export const cancellationPolicySchema = z.object({
  feeCents: dollars('The cancellation fee'),
  fullDayFeeCents: dollars('The full-day cancellation fee'),
  windowHours: z.coerce
    .number({ error: 'The window must be a whole number of hours.' })
    .int('The window must be a whole number of hours.')
    .min(0, 'The window must be 0 hours or more.')
    .max(MAX_WINDOW_HOURS, `The window may be at most ${MAX_WINDOW_HOURS} hours.`),
  sameDayCutoff: z
    .string()
    .trim()
    .max(5, 'The same-day cut-off must look like 17:00.')
    .refine((s) => HHMM.test(s), 'The same-day cut-off must look like 17:00.'),
});

/** The form's text for a stored amount ("75.00"). */
export const feeText = (cents: number) => centsToDecimal(cents);

const savePolicy = auditedSettings<CancellationPolicy>({
  section: 'cancellation-policy',
  names: NAMES,
  write: (trx, name, value) => setSetting(trx, KEYS[name], String(value)),
});

/** Saves the policy (one audit entry listing each change); answers the names that changed. */
export async function saveCancellationPolicy(db: Db, by: Actor, input: CancellationPolicy) {
  return savePolicy(db, by, await getCancellationPolicy(db), input);
}
