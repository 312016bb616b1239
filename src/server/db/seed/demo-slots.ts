import { DateTime } from 'luxon';

export const DEMO_SLOT_TIMES = [
  { hour: 9, minute: 0 },
  { hour: 13, minute: 0 },
] as const;

/**
 * Weekday slots at 9:00 AM and 1:00 PM business time for the next `weeks` weeks, starting the day
 * after `now`. Wall-clock times are turned into UTC in the business zone, so DST is respected.
 */
export function demoSlotTimes(
  now: Date,
  timeZone: string,
  weeks = 6,
): { startsAt: string; title: string }[] {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const slots: { startsAt: string; title: string }[] = [];
  for (let d = 1; d <= weeks * 7; d++) {
    const day = today.plus({ days: d });
    if (day.weekday > 5) continue;
    for (const t of DEMO_SLOT_TIMES) {
      const start = day.set({ hour: t.hour, minute: t.minute });
      slots.push({
        startsAt: start.toUTC().toISO({ suppressMilliseconds: false }) ?? '',
        title: t.hour < 12 ? 'Morning inspection' : 'Afternoon inspection',
      });
    }
  }
  return slots;
}
