import type { Slot } from '../../../shared/slots/slot';
import { formatDate, formatTime } from '../../../shared/time';

/** "Mon, Dec 1, 2026 · 9:00 AM · Morning inspection", in the business time zone. */
export function slotText(slot: Slot, timeZone: string): string {
  return `${formatDate(slot.start, timeZone)} · ${formatTime(slot.start, timeZone)} · ${slot.title}`;
}
