import type { Slot } from '../../../shared/slots/slot';
import { dates, formatDate, formatter } from '../../../shared/time';

export interface SlotDay {
  /** "Mon, Nov 23, 2026" in the business time zone: also the day's key. */
  date: string;
  slots: Slot[];
}

/** Slots (ascending) grouped by their day in the business time zone, in order. */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = formatDate(slot.start, timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** "EST" / "EDT": the business zone's short name at that moment, so a visitor elsewhere knows. */
export function zoneAbbreviation(iso: string, timeZone: string): string {
  const written = dates.byHand?.(iso, timeZone, 'zone');
  if (written !== undefined) return written;
  const parts = formatter(timeZone, { timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}
