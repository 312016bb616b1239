import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeLong, formatTime } from './time';

describe('business-time formatting', () => {
  const iso = '2026-11-23T14:00:00.000Z'; // 9:00 AM in New York (EST)

  it('shows times in the business zone, not the machine zone', () => {
    expect(formatTime(iso, 'America/New_York')).toBe('9:00 AM');
    expect(formatTime(iso, 'America/Chicago')).toBe('8:00 AM');
    expect(formatDate(iso, 'America/New_York')).toBe('Mon, Nov 23, 2026');
  });

  it('crosses midnight by zone', () => {
    expect(formatDate('2026-11-24T03:30:00.000Z', 'America/New_York')).toBe('Mon, Nov 23, 2026');
  });

  it('follows daylight saving time', () => {
    expect(formatTime('2026-07-06T13:00:00.000Z', 'America/New_York')).toBe('9:00 AM');
    expect(formatDateTimeLong('2026-07-06T13:00:00.000Z', 'America/New_York')).toMatch(
      /Monday, July 6, 2026 at 9:00 AM EDT/,
    );
  });
});
