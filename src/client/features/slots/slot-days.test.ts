import { describe, expect, it } from 'vitest';
import { groupSlotsByDay, zoneAbbreviation } from './slot-days';

const slot = (id: number, start: string) => ({ id, start, title: 'Home inspection' });

describe('groupSlotsByDay', () => {
  it('groups by the business day, not the UTC day', () => {
    // 11:30 PM in New York on Nov 30 is already Dec 1 in UTC.
    const slots = [
      slot(1, '2026-11-30T14:00:00Z'),
      slot(2, '2026-12-01T04:30:00Z'),
      slot(3, '2026-12-01T14:00:00Z'),
    ];
    const days = groupSlotsByDay(slots, 'America/New_York');
    expect(days.map((d) => [d.date, d.slots.map((s) => s.id)])).toEqual([
      ['Mon, Nov 30, 2026', [1, 2]],
      ['Tue, Dec 1, 2026', [3]],
    ]);
  });

  it('answers no days for no slots', () => {
    expect(groupSlotsByDay([], 'America/New_York')).toEqual([]);
  });
});

describe('zoneAbbreviation', () => {
  it('names standard and daylight time', () => {
    expect(zoneAbbreviation('2026-12-01T14:00:00Z', 'America/New_York')).toBe('EST');
    expect(zoneAbbreviation('2026-07-01T14:00:00Z', 'America/New_York')).toBe('EDT');
  });
});
