import { DateTime } from 'luxon';
import { formatCents } from '../money';
import { formatDateTimeLong } from '../time';
import { type CancellationPolicy, cutoffLabel, DEFAULT_CANCELLATION_POLICY } from './policy-text';

export { type CancellationPolicy, DEFAULT_CANCELLATION_POLICY, policyText } from './policy-text';

// The business's cancellation policy as a pure rule: free before the same-day cut-off on the day
// the booking was made (business time zone) or more than `windowHours` before the inspection;
// otherwise a fee, higher for a full-day appointment. The server decides with its own clock.

export interface PolicyFacts {
  now: Date;
  /** When the order was placed (ISO). */
  bookedAt: string;
  /** When the inspection starts (ISO). */
  startsAt: string;
  fullDay: boolean;
  timeZone: string;
}

export type PolicyTerms =
  | { kind: 'started' }
  | { kind: 'free'; why: 'same-day' | 'early'; feeCents: 0; freeUntil: string }
  | { kind: 'fee'; feeCents: number; fullDay: boolean };

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The cut-off on the booking's own day, as an ISO instant; the policy's clock is the business's. */
export function sameDayCutoffAt(bookedAt: string, cutoff: string, timeZone: string): string {
  const match =
    HHMM.exec(cutoff.slice(0, 5)) ?? HHMM.exec(DEFAULT_CANCELLATION_POLICY.sameDayCutoff);
  const booked = DateTime.fromISO(bookedAt, { zone: timeZone });
  const at = booked.set({
    hour: Number(match?.[1] ?? 17),
    minute: Number(match?.[2] ?? 0),
    second: 0,
    millisecond: 0,
  });
  return new Date(at.toMillis()).toISOString();
}

/** What cancelling (or moving) the order costs at `facts.now`. */
export function cancellationTerms(facts: PolicyFacts, policy: CancellationPolicy): PolicyTerms {
  const now = facts.now.getTime();
  const starts = new Date(facts.startsAt).getTime();
  if (now >= starts) return { kind: 'started' };
  const windowStart = starts - policy.windowHours * 3_600_000;
  const cutoff = sameDayCutoffAt(facts.bookedAt, policy.sameDayCutoff, facts.timeZone);
  const cutoffMs = Math.min(new Date(cutoff).getTime(), starts);
  // Free while either window is open: both run from the booking up to their own end.
  const freeUntil = Math.max(windowStart, cutoffMs);
  if (now < freeUntil)
    return {
      kind: 'free',
      why: now < windowStart ? 'early' : 'same-day',
      feeCents: 0,
      freeUntil: new Date(freeUntil).toISOString(),
    };
  const feeCents = facts.fullDay ? policy.fullDayFeeCents : policy.feeCents;
  return { kind: 'fee', feeCents, fullDay: facts.fullDay };
}

/** What the terms mean for the customer right now, in one sentence. */
export function termsText(
  terms: PolicyTerms,
  policy: CancellationPolicy,
  timeZone: string,
): string {
  switch (terms.kind) {
    case 'started':
      return 'This inspection has already started or taken place, so it can no longer be changed online.';
    case 'free':
      return terms.why === 'same-day'
        ? `Cancelling is free: you booked today and it is before ${cutoffLabel(policy.sameDayCutoff)} (free until ${formatDateTimeLong(terms.freeUntil, timeZone)}).`
        : `Cancelling is free: the inspection is more than ${policy.windowHours} hours away (free until ${formatDateTimeLong(terms.freeUntil, timeZone)}).`;
    case 'fee':
      return `Cancelling now costs ${formatCents(terms.feeCents)}: the inspection is less than ${policy.windowHours} hours away${terms.fullDay ? ' and is a full-day appointment' : ''}.`;
  }
}
