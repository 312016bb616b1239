import type { Slot } from '../../../shared/slots/slot';
import { formatDate, formatZoneName } from '../../../shared/time';

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
export const zoneAbbreviation = formatZoneName;
