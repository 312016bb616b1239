import { describe, expect, it } from 'vitest';
import { demoSlotTimes } from './demo-slots';

describe('demo slots', () => {
  it('are weekdays at 9:00 AM and 1:00 PM business time for six weeks from tomorrow', () => {
    const now = new Date('2026-11-21T15:00:00Z'); // a Saturday
    const slots = demoSlotTimes(now, 'America/New_York');
    expect(slots).toHaveLength(6 * 5 * 2);
    expect(slots[0]).toEqual({ startsAt: '2026-11-23T14:00:00.000Z', title: 'Morning inspection' });
    expect(slots[1]).toEqual({
      startsAt: '2026-11-23T18:00:00.000Z',
      title: 'Afternoon inspection',
    });
  });

  it('keeps wall-clock times across a daylight-saving change', () => {
    const slots = demoSlotTimes(new Date('2026-03-02T12:00:00Z'), 'America/New_York', 2);
    const utcHours = new Set(
      slots.filter((s) => s.title === 'Morning inspection').map((s) => s.startsAt.slice(11, 13)),
    );
    expect(utcHours).toEqual(new Set(['14', '13'])); // EST before March 8, EDT after
  });
});
