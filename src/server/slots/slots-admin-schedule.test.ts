import { describe, expect, it } from 'vitest';
import {
  parseTimeList,
  parseTimeOfDay,
  planBulkSlots,
  utcToWallClock,
  wallClockToUtc,
} from './slots-admin-schedule';

const NY = 'America/New_York';

describe('slot times in the business zone', () => {
  it('reads times on the 12- and 24-hour clock', () => {
    for (const [text, hour, minute] of [
      ['9:00 AM', 9, 0],
      ['9 am', 9, 0],
      ['12:15 a.m.', 0, 15],
      ['12:00 PM', 12, 0],
      ['1:30pm', 13, 30],
      ['09:00', 9, 0],
      ['13:45', 13, 45],
      ['0:05', 0, 5],
    ] as const)
      expect(parseTimeOfDay(text), text).toEqual({ hour, minute });
    for (const text of ['9', '24:00', '13:00 PM', '0 AM', '9:60', 'noon', '', '9:5'])
      expect(parseTimeOfDay(text), text).toBeUndefined();
  });

  it('reads a list of times once each, in order, and names the one it cannot read', () => {
    expect(parseTimeList('1:00 PM, 9:00 AM; 13:00\n9 am')).toEqual([
      { hour: 9, minute: 0 },
      { hour: 13, minute: 0 },
    ]);
    expect(() => parseTimeList('9:00 AM, nine')).toThrow('“nine” is not a time.');
  });

  it('keeps the wall-clock time across daylight-saving changes', () => {
    expect(wallClockToUtc('2027-03-12', { hour: 9, minute: 0 }, NY)).toBe(
      '2027-03-12T14:00:00.000Z',
    );
    expect(wallClockToUtc('2027-03-15', { hour: 9, minute: 0 }, NY)).toBe(
      '2027-03-15T13:00:00.000Z',
    );
    // 2:30 AM does not exist on the spring-forward day; 1:30 AM happens twice in the fall.
    expect(wallClockToUtc('2027-03-14', { hour: 2, minute: 30 }, NY)).toBeUndefined();
    expect(wallClockToUtc('2027-11-07', { hour: 1, minute: 30 }, NY)).toBe(
      '2027-11-07T06:30:00.000Z',
    );
    expect(wallClockToUtc('2027-02-30', { hour: 9, minute: 0 }, NY)).toBeUndefined();
    expect(wallClockToUtc('2027-03-12', { hour: 9, minute: 0 }, 'America/Los_Angeles')).toBe(
      '2027-03-12T17:00:00.000Z',
    );
    expect(utcToWallClock('2027-03-15T13:00:00.000Z', NY)).toEqual({
      date: '2027-03-15',
      time: '09:00',
    });
  });

  it('plans chosen weekdays in a range, leaving out past and missing times', () => {
    const now = new Date('2027-03-10T15:00:00Z'); // Wed 11:00 AM in New York
    const plan = planBulkSlots(
      {
        from: '2027-03-10',
        to: '2027-03-16',
        weekdays: [3, 7, 1], // Wednesday, Sunday, Monday
        times: [
          { hour: 2, minute: 30 },
          { hour: 9, minute: 0 },
          { hour: 13, minute: 0 },
        ],
      },
      NY,
      now,
    );
    expect(plan.starts).toEqual([
      '2027-03-10T18:00:00.000Z', // Wed 1 PM EST (9 AM and 2:30 AM passed)
      '2027-03-14T13:00:00.000Z', // Sun 9 AM EDT (2:30 AM does not exist)
      '2027-03-14T17:00:00.000Z',
      '2027-03-15T06:30:00.000Z', // Mon 2:30 AM EDT
      '2027-03-15T13:00:00.000Z',
      '2027-03-15T17:00:00.000Z',
    ]);
    expect(plan.passed).toBe(2);
    expect(plan.nonexistent).toBe(1);
  });

  it('refuses a reversed, too long or too large plan', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    const nine = [{ hour: 9, minute: 0 }];
    const plan = (from: string, to: string, times = nine) =>
      planBulkSlots({ from, to, weekdays: [1, 2, 3, 4, 5, 6, 7], times }, NY, now);
    expect(() => plan('2027-02-02', '2027-02-01')).toThrow('must not be before');
    expect(() => plan('2027-01-02', '2028-01-03')).toThrow('at most 366 days');
    expect(() => plan('2027-1-02', '2027-01-03')).toThrow('first and last dates');
    const many = Array.from({ length: 24 }, (_, hour) => ({ hour, minute: 0 }));
    expect(() => plan('2027-01-02', '2027-01-22', many)).toThrow(
      'That would be 504 slots; at most 500',
    );
    expect(plan('2027-01-02', '2027-01-21', many).starts).toHaveLength(480);
  });
});
