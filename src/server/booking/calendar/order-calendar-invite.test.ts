import { describe, expect, it } from 'vitest';
import { parseInvite } from '../../../testing/ics-testing';
import type { SiteSettings } from '../../../shared/site-settings';
import { calendarUidOf, inviteAttachment, newCalendarUid } from './order-calendar-invite';
import { paramValue } from './order-calendar-people';

const settings: SiteSettings = {
  businessName: 'Acme; Inspections, LLC: "The Best"',
  phone: '(412) 555-0100',
  email: 'office@acme.test',
  socialUrl: '',
  timeZone: 'America/New_York',
  openingHours: '',
};
const facts = {
  orderId: 7,
  startIso: '2026-12-01T14:00:00.000Z',
  street: '12 Walnut St',
  location: '12 Walnut St, Pittsburgh, PA 15232',
  customer: { name: 'Dana Buyer', email: 'dana@example.test' },
  realtor: { name: 'Rae, Agent', email: 'rae@realty.test' },
};
const now = new Date('2026-11-25T12:00:00.000Z');
const uid = newCalendarUid('5b0c6f3e-0000-4000-8000-000000000001', settings);

describe('the invitations of one order in a real calendar library', () => {
  it('confirmation: REQUEST, SEQUENCE 0, the business organizes, customer and realtor attend', () => {
    const a = inviteAttachment(facts, settings, { uid, sequence: 0, method: 'REQUEST', now });
    expect(a.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const ics = parseInvite(a.content);
    expect(ics).toMatchObject({ method: 'REQUEST', uid, sequence: 0, status: 'CONFIRMED' });
    expect(ics.start).toBe('2026-12-01T09:00:00');
    expect(ics.organizer).toEqual({
      cn: 'Acme; Inspections, LLC: The Best',
      address: 'mailto:office@acme.test',
    });
    expect(ics.attendees).toEqual([
      { cn: 'Dana Buyer', address: 'mailto:dana@example.test' },
      { cn: 'Rae, Agent', address: 'mailto:rae@realty.test' },
    ]);
  });

  it('reschedule: REQUEST with the same UID and a higher SEQUENCE', () => {
    const moved = { ...facts, startIso: '2026-12-03T15:00:00.000Z' };
    const ics = parseInvite(
      inviteAttachment(moved, settings, { uid, sequence: 1, method: 'REQUEST', now }).content,
    );
    expect(ics).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });
    expect(ics.start).toBe('2026-12-03T10:00:00');
  });

  it('cancellation: CANCEL with the same UID, STATUS:CANCELLED', () => {
    const a = inviteAttachment(facts, settings, { uid, sequence: 2, method: 'CANCEL', now });
    expect(a.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(parseInvite(a.content)).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 2,
      status: 'CANCELLED',
    });
  });

  it('quotes a CN only when it must, and drops what it may never hold', () => {
    expect(paramValue('Keystone Home Inspections')).toBe('Keystone Home Inspections');
    expect(paramValue('A; B')).toBe('"A; B"');
    expect(paramValue('Say "hi"')).toBe('Say hi');
    expect(paramValue('Line\r\nBreak')).toBe('Line  Break');
  });

  it('derives the UID of an order placed before UIDs were stored as its confirmation did', () => {
    const order = { calendarUid: null, orderUuid: 'abc' };
    expect(calendarUidOf(order, settings)).toBe('order-abc@acme.test');
    expect(calendarUidOf({ ...order, calendarUid: 'kept@x.test' }, settings)).toBe('kept@x.test');
  });
});
