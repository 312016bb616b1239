import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { InspectorVisit } from '../../shared/inspector-portal/inspector-schedule';
import { buildFeed } from './inspector-calendar';

// The feed's text, without a database: full-day length, folding of long non-ASCII text at 75
// octets, escaping, and a calendar with no inspection still valid.

const visit = (over: Partial<InspectorVisit> = {}): InspectorVisit => ({
  id: 7,
  start: '2026-12-04T14:00:00.000Z',
  end: '2026-12-04T17:00:00.000Z',
  fullDay: false,
  address: '12 Walnut St, Pittsburgh, PA 15232',
  neighborhood: 'Shadyside',
  buyers: ['Dana Buyer'],
  contact: { name: 'Dana Buyer', email: 'dana@example.test', phone: '(412) 555-0100' },
  realtorAccess: 'no',
  realtor: null,
  services: ['Radon Test'],
  notes: '',
  homeSize: 'Under 1,500 sq ft',
  propertyAge: 'Built 2000 or later',
  additionalUnits: 0,
  detachedGarage: false,
  status: 'Reserved',
  payment: 'Not paid',
  agreementSigned: false,
  ...over,
});

const now = new Date('2026-11-25T12:00:00.000Z');

describe('the inspector feed text', () => {
  it('folds long non-ASCII lines at 75 octets without splitting a character, and escapes text', () => {
    const long = `Ünïcödé Straße ${'ö'.repeat(80)}; a, b\\c\nnext`;
    const ics = buildFeed({
      calendarName: 'Keystone; Inspections, Ivy',
      timeZone: 'America/New_York',
      now,
      events: [
        {
          uid: 'order-1@example.test',
          sequence: 2,
          cancelled: false,
          visit: visit({ address: long }),
        },
      ],
    });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('X-WR-CALNAME:Keystone\\; Inspections\\, Ivy');
    expect(unfolded).toContain(`LOCATION:Ünïcödé Straße ${'ö'.repeat(80)}\\; a\\, b\\\\c\\nnext`);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('location')).toBe(long);
    expect(event?.getFirstPropertyValue('sequence')).toBe(2);
    expect(unfolded).toContain('DTSTART:20261204T140000Z');
    expect(unfolded).toContain('DTEND:20261204T170000Z');
    expect(unfolded).toContain('DTSTAMP:20261125T120000Z');
  });

  it('puts the customer’s notes last in the description, escaped, folded, lines kept', () => {
    const notes = 'Lockbox 4821; side door, not the front\nDog: Rex \\ friendly\n'
      .repeat(12)
      .trim();
    const ics = buildFeed({
      calendarName: 'x',
      timeZone: 'America/New_York',
      now,
      events: [{ uid: 'u@x', sequence: 0, cancelled: false, visit: visit({ notes }) }],
    });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(
      'Lockbox 4821\\; side door\\, not the front\\nDog: Rex \\\\ friendly',
    );
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    const description = String(event?.getFirstPropertyValue('description'));
    expect(
      description.endsWith(`\n\nNotes and access details (from the customer):\n${notes}`),
    ).toBe(true);
    // None given: no heading either.
    expect(
      buildFeed({
        calendarName: 'x',
        timeZone: 'UTC',
        now,
        events: [{ uid: 'u@x', sequence: 0, cancelled: false, visit: visit() }],
      }),
    ).not.toContain('Notes and access');
  });

  it('marks a request the office has not confirmed TENTATIVE, holding the time', () => {
    const ics = buildFeed({
      calendarName: 'x',
      timeZone: 'America/New_York',
      now,
      events: [{ uid: 'u@x', sequence: 0, cancelled: false, tentative: true, visit: visit() }],
    });
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(event?.getFirstPropertyValue('transp')).toBe('OPAQUE');
    expect(String(event?.getFirstPropertyValue('summary'))).toMatch(/^Requested: Inspection/);
  });

  it('marks a cancelled inspection CANCELLED and free time', () => {
    const ics = buildFeed({
      calendarName: 'x',
      timeZone: 'America/New_York',
      now,
      events: [{ uid: 'u@x', sequence: 3, cancelled: true, visit: visit() }],
    });
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event?.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(String(event?.getFirstPropertyValue('summary'))).toMatch(/^Cancelled: Inspection — /);
  });

  it('stays a valid calendar with no inspection (the zone is its one component)', () => {
    const ics = buildFeed({ calendarName: 'x', timeZone: 'America/New_York', now, events: [] });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'America/New_York',
    );
  });
});
