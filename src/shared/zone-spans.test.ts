import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { dates, formatDate, formatter, formatTime } from './time';
import { writerOf, zoneSpansNow, zoneSpansOf } from './zone-spans';

const formatZoneName = (iso: string, timeZone: string): string | undefined =>
  dates.byHand?.(iso, timeZone, 'zone') ??
  formatter(timeZone, { timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName')?.value;

const intl = (iso: string, timeZone: string) => {
  const f = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date(iso));
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
  return [
    f({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    f({ hour: 'numeric', minute: '2-digit' }),
    parts.formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value,
  ];
};
const written = (iso: string, timeZone: string) => [
  formatDate(iso, timeZone),
  formatTime(iso, timeZone),
  formatZoneName(iso, timeZone),
];

describe('zone spans', () => {
  afterEach(() => {
    dates.byHand = undefined;
  });

  it("finds a zone's changes to the minute", () => {
    const from = Date.UTC(2026, 0, 1);
    const { spans } = zoneSpansOf('America/New_York', from, 365);
    expect(spans.map((s) => [new Date(s.from).toISOString(), s.offset, s.name])).toEqual([
      ['2026-01-01T00:00:00.000Z', -300, 'EST'],
      ['2026-03-08T07:00:00.000Z', -240, 'EDT'],
      ['2026-11-01T06:00:00.000Z', -300, 'EST'],
    ]);
    expect(zoneSpansOf('Asia/Kolkata', from, 365).spans).toEqual([
      { from, offset: 330, name: 'GMT+5:30' },
    ]);
  });

  it('writes dates, times and zone names as Intl does, in any zone, within the spans', () => {
    const from = Date.UTC(2026, 10, 29);
    for (const timeZone of [
      'America/New_York',
      'America/Chicago',
      'America/Phoenix',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ]) {
      const spans = zoneSpansNow(timeZone, from);
      dates.byHand = writerOf(spans);
      fc.assert(
        fc.property(fc.integer({ min: spans.spans[0]!.from, max: spans.until - 1 }), (ms) => {
          const iso = new Date(ms).toISOString();
          expect(written(iso, timeZone)).toEqual(intl(iso, timeZone));
        }),
        { numRuns: 300 },
      );
    }
  });

  it('leaves to Intl what they do not cover: another zone, or a date outside them', () => {
    dates.byHand = writerOf(zoneSpansOf('America/New_York', Date.UTC(2026, 0, 1), 30));
    for (const [iso, zone] of [
      ['2026-07-06T13:00:00.000Z', 'America/New_York'],
      ['2025-12-31T13:00:00.000Z', 'America/New_York'],
      ['2026-01-06T13:00:00.000Z', 'America/Chicago'],
    ] as const)
      expect(written(iso, zone)).toEqual(intl(iso, zone));
  });
});
