import { formatCents } from '../money';

// The cancellation policy in words, without a date library: checkout shows it in the browser.

/** The numbers of the policy (the defaults are the business's own; Advanced changes them). */
export interface CancellationPolicy {
  feeCents: number;
  fullDayFeeCents: number;
  windowHours: number;
  /** "HH:MM", 24-hour, in the business time zone. */
  sameDayCutoff: string;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  feeCents: 7500,
  fullDayFeeCents: 15000,
  windowHours: 48,
  sameDayCutoff: '17:00',
};

/** "17:00" → "5:00 PM". */
export function cutoffLabel(cutoff: string): string {
  const [h = 17, m = 0] = cutoff.slice(0, 5).split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The policy in words (checkout, the confirmation e-mail and the cancel dialog). */
export function policyText(policy: CancellationPolicy, zoneLabel = 'ET'): string[] {
  return [
    `Cancellation is free until ${cutoffLabel(policy.sameDayCutoff)} ${zoneLabel} on the day of booking.`,
    `Cancelling less than ${policy.windowHours} hours before the inspection costs ${formatCents(policy.feeCents)}, or ${formatCents(policy.fullDayFeeCents)} for a full-day appointment.`,
  ];
}
