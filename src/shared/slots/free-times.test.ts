import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { freeTimes, hoursAllow, misfitAt, type FreeTimeInput } from './free-times';
import { NO_WORKING_HOURS, parseDayHours, parseDaysOff, parseStartTimes } from './working-hours';
import { isTimeId, startOfTimeId, timeIdOf } from './time-id';

// Free times from working hours, the visit's length, the buffer and the visits already booked.

const ZONE = 'America/New_York';
const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toMillis();
const local = (ms: number) => DateTime.fromMillis(ms, { zone: ZONE }).toFormat('ccc HH:mm');
// Monday 2027-03-01, 07:00 local.
const NOW = new Date(at('2027-03-01T07:00'));

const weekdays = (from: number, to: number) => ({
  ...NO_WORKING_HOURS,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((d) => (d < 5 ? [{ from, to }] : [])),
});

const input = (over: Partial<FreeTimeInput> = {}): FreeTimeInput => ({
  hours: { ...weekdays(8 * 60, 17 * 60), startEvery: 60 },
  timeZone: ZONE,
  now: NOW,
  rules: { bufferMinutes: 30, horizonDays: 7, noticeHours: 0, maxVisitsPerDay: 0 },
  visitMinutes: 180,
  booked: [],
  blocks: [],
  ...over,
});

describe('free times', () => {
  it('offers every start whose whole visit fits before closing', () => {
    const times = freeTimes(input(), 100).filter((t) => t < at('2027-03-02T00:00'));
    expect(times.map(local)).toEqual([
      'Mon 08:00',
      'Mon 09:00',
      'Mon 10:00',
      'Mon 11:00',
      'Mon 12:00',
      'Mon 13:00',
      'Mon 14:00',
    ]);
  });

  it('lists from a later day or time when asked, still within the horizon', () => {
    const from = at('2027-03-04T10:30');
    const times = freeTimes(input({ from }), 3);
    expect(times.map(local)).toEqual(['Thu 11:00', 'Thu 12:00', 'Thu 13:00']);
    // Past the horizon (7 days from Monday) nothing is listed.
    expect(freeTimes(input({ from: at('2027-03-10T00:00') }), 3)).toEqual([]);
  });

  it('keeps the visit and the buffer free around a booked visit', () => {
    const booked = [{ start: at('2027-03-01T10:00'), end: at('2027-03-01T13:00') }];
    const mon = freeTimes(input({ booked }), 100).filter((t) => t < at('2027-03-02T00:00'));
    // 08:00 + 3 h + 30 min buffer would reach 11:30 > 10:00; 14:00 is after 13:00 + 30 min.
    expect(mon.map(local)).toEqual(['Mon 14:00']);
  });

  it('a full-day visit in the morning blocks the afternoon start', () => {
    const hours = { ...weekdays(8 * 60, 18 * 60), startTimes: [8 * 60, 13 * 60] };
    const half = [{ start: at('2027-03-01T08:00'), end: at('2027-03-01T11:00') }];
    const full = [{ start: at('2027-03-01T08:00'), end: at('2027-03-01T16:00') }];
    const mon = (booked: typeof half) =>
      freeTimes(input({ hours, booked }), 100)
        .filter((t) => t < at('2027-03-02T00:00'))
        .map(local);
    expect(mon([])).toEqual(['Mon 08:00', 'Mon 13:00']);
    expect(mon(half)).toEqual(['Mon 13:00']);
    expect(mon(full)).toEqual([]);
  });

  it('leaves out days off, blocks, the notice and full days; stops at the horizon', () => {
    const hours = { ...weekdays(8 * 60, 12 * 60), daysOff: ['2027-03-02'], startEvery: 60 };
    const blocks = [{ start: at('2027-03-03T08:30'), end: at('2027-03-03T09:00') }];
    const booked = [{ start: at('2027-03-04T08:00'), end: at('2027-03-04T09:00') }];
    const rules = { bufferMinutes: 0, horizonDays: 4, noticeHours: 2, maxVisitsPerDay: 1 };
    const times = freeTimes(input({ hours, blocks, booked, rules, visitMinutes: 60 }), 100);
    expect(times.map(local)).toEqual([
      // Monday: 08:00 is within the 2 hours' notice.
      'Mon 09:00',
      'Mon 10:00',
      'Mon 11:00',
      // Tuesday is a day off; Wednesday loses 08:00 to the block; Thursday has its one visit.
      'Wed 09:00',
      'Wed 10:00',
      'Wed 11:00',
      'Fri 08:00',
      'Fri 09:00',
      'Fri 10:00',
      'Fri 11:00',
    ]);
    expect(misfitAt(input({ blocks, booked, rules }), at('2027-03-04T10:00'))).toBe('day-full');
    expect(misfitAt(input({ rules }), at('2027-03-01T08:00'))).toBe('notice');
  });

  it('knows the starts its hours allow', () => {
    const h = input().hours;
    expect(hoursAllow(h, ZONE, 180, at('2027-03-01T09:00'))).toBe(true);
    expect(hoursAllow(h, ZONE, 180, at('2027-03-01T09:30'))).toBe(false);
    expect(hoursAllow(h, ZONE, 180, at('2027-03-01T15:00'))).toBe(false);
    expect(hoursAllow(h, ZONE, 180, at('2027-03-06T09:00'))).toBe(false);
  });
});

describe('working hours text', () => {
  it('reads hours, days off and start times, naming what is wrong', () => {
    expect(parseDayHours('8:00-12:00, 13:00-17:00')).toEqual([
      { from: 480, to: 720 },
      { from: 780, to: 1020 },
    ]);
    expect(parseDayHours('')).toEqual([]);
    expect(parseDayHours('17:00-8:00')).toMatch(/must look like/);
    expect(parseDayHours('8:00-12:00, 11:00-13:00')).toMatch(/overlap/);
    expect(parseDaysOff('2027-01-01, 2026-12-25')).toEqual(['2026-12-25', '2027-01-01']);
    expect(parseDaysOff('tomorrow')).toMatch(/tomorrow/);
    expect(parseStartTimes('13:00 8:00')).toEqual([480, 780]);
    expect(parseStartTimes('8am')).toMatch(/times such as/);
  });

  it('names a free time by an id apart from slot rows', () => {
    const start = at('2027-03-01T09:00');
    expect(isTimeId(timeIdOf(start))).toBe(true);
    expect(startOfTimeId(timeIdOf(start))).toBe(start);
    expect(isTimeId(12345)).toBe(false);
  });
});
