import { DateTime } from 'luxon';
import { REQUEST_MESSAGES } from './order-requests';

// The office may look past the first page of free times when proposing one (decision 077): the
// order page takes the first day to list from. Kept apart from the request words so the
// customer's pages do not carry the date library for it.

/**
 * The day the office asked free times to be listed from (`?from=` on the order page): its
 * midnight in the business's zone, nothing when none was asked, or the refusal of a bad one.
 */
export function proposalFromDay(
  raw: unknown,
  timeZone: string,
): { from?: Date; day: string; error?: string } {
  if (raw === undefined || raw === '') return { day: '' };
  const day = typeof raw === 'string' && raw.length === 10 ? raw : '';
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? DateTime.fromISO(day, { zone: timeZone })
    : undefined;
  if (!at?.isValid) return { day: '', error: REQUEST_MESSAGES.fromDay };
  return { from: at.toJSDate(), day };
}
