import { describe, expect, it } from 'vitest';
import { offsetMinutes } from '../../../shared/zone-spans';
import { buildIcs, escapeText, foldLine, transitionsAround } from './order-calendar';

const event = {
  uid: 'order-1@example.test',
  startIso: '2026-12-01T14:00:00.000Z',
  durationMinutes: 180,
  timeZone: 'America/New_York',
  summary: 'Home inspection, 12 Walnut St',
  location: '12 Walnut St, Pittsburgh, PA 15232',
  description: 'Reservation 1.\nCancellation is free until 5:00 PM ET on the day of booking.',
  organizer: { name: 'Keystone Home Inspections', email: 'office@example.test' },
  now: new Date('2026-11-25T12:00:00.000Z'),
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('the calendar attachment', () => {
  const ics = buildIcs(event);

  it('starts and ends in the business time zone', () => {
    const text = unfold(ics);
    expect(text).toContain('DTSTART;TZID=America/New_York:20261201T090000\r\n');
    expect(text).toContain('DTEND;TZID=America/New_York:20261201T120000\r\n');
    expect(text).toContain('DTSTAMP:20261125T120000Z\r\n');
    expect(text).toContain('UID:order-1@example.test\r\n');
  });

  it('describes the zone with its real daylight-saving changes', () => {
    const text = unfold(ics);
    expect(text).toContain('TZID:America/New_York');
    expect(text).toMatch(
      /BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nTZNAME:EDT/,
    );
    expect(text).toMatch(
      /BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST/,
    );
  });

  it('shows a summer slot at its summer wall-clock time', () => {
    const summer = unfold(buildIcs({ ...event, startIso: '2026-07-06T13:00:00.000Z' }));
    expect(summer).toContain('DTSTART;TZID=America/New_York:20260706T090000');
  });

  it('works for zones without daylight saving', () => {
    const tokyo = unfold(buildIcs({ ...event, timeZone: 'Asia/Tokyo' }));
    expect(tokyo).toContain('DTSTART;TZID=Asia/Tokyo:20261201T230000');
    expect(tokyo).toMatch(/BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:\+0900/);
  });

  it('uses CRLF, escapes text and folds long lines at 75 octets', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(unfold(ics)).toContain(
      'DESCRIPTION:Reservation 1.\\nCancellation is free until 5:00 PM ET on the day of booking.',
    );
    expect(escapeText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
    const long = foldLine(`SUMMARY:${'é'.repeat(100)}`);
    expect(long.split('\r\n ').join('')).toBe(`SUMMARY:${'é'.repeat(100)}`);
    for (const part of long.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });

  it('folds by octets whatever the characters: one, two, three and four octets long', () => {
    const mixed = `DESCRIPTION:${'aé€🏠'.repeat(30)}`;
    const folded = foldLine(mixed);
    const parts = folded.split('\r\n');
    expect(folded.split('\r\n ').join('')).toBe(mixed);
    for (const part of parts) {
      const size = new TextEncoder().encode(part).length;
      expect(size).toBeLessThanOrEqual(75);
      // Full: the next character would not have fitted.
      if (part !== parts.at(-1)) expect(size).toBeGreaterThan(75 - 4);
    }
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });
});

describe('time zone offsets', () => {
  it('finds the offsets and transitions of a zone', () => {
    expect(offsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    const t = transitionsAround(Date.parse('2026-12-01T00:00:00Z'), 'America/New_York');
    expect(t.map((x) => new Date(x.at).toISOString())).toEqual([
      '2025-03-09T07:00:00.000Z',
      '2025-11-02T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
    ]);
  });
});
