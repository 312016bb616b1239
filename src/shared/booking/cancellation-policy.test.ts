import { describe, expect, it } from 'vitest';
import {
  cancellationTerms,
  DEFAULT_CANCELLATION_POLICY as policy,
  policyText,
  sameDayCutoffAt,
} from './cancellation-policy';

const NY = 'America/New_York';
const terms = (now: string, bookedAt: string, startsAt: string, fullDay = false) =>
  cancellationTerms({ now: new Date(now), bookedAt, startsAt, fullDay, timeZone: NY }, policy);

describe('cancellation policy', () => {
  it('puts the same-day cut-off at 5:00 PM Eastern on the booking day, in winter and summer', () => {
    expect(sameDayCutoffAt('2026-12-01T14:00:00.000Z', '17:00', NY)).toBe(
      '2026-12-01T22:00:00.000Z',
    );
    expect(sameDayCutoffAt('2026-07-01T14:00:00.000Z', '17:00', NY)).toBe(
      '2026-07-01T21:00:00.000Z',
    );
    // 11 PM Eastern on Dec 1 is already Dec 2 in UTC: the booking day is still Dec 1.
    expect(sameDayCutoffAt('2026-12-02T04:00:00.000Z', '17:00', NY)).toBe(
      '2026-12-01T22:00:00.000Z',
    );
  });

  it('is free more than 48 hours ahead', () => {
    const t = terms('2026-12-01T12:00:00Z', '2026-11-20T12:00:00Z', '2026-12-03T12:00:01Z');
    expect(t).toMatchObject({ kind: 'free', why: 'early', feeCents: 0 });
  });

  it('costs $75.00 at exactly 48 hours and inside them, $150.00 for a full day', () => {
    expect(terms('2026-12-01T12:00:00Z', '2026-11-20T12:00:00Z', '2026-12-03T12:00:00Z')).toEqual({
      kind: 'fee',
      feeCents: 7500,
      fullDay: false,
    });
    expect(
      terms('2026-12-02T12:00:00Z', '2026-11-20T12:00:00Z', '2026-12-03T12:00:00Z', true),
    ).toEqual({ kind: 'fee', feeCents: 15000, fullDay: true });
  });

  it('is free inside 48 hours until 5:00 PM Eastern on the day of booking, not a minute after', () => {
    const booked = '2026-12-01T15:00:00Z'; // 10 AM Eastern
    const starts = '2026-12-02T14:00:00Z'; // next morning
    expect(terms('2026-12-01T21:59:59Z', booked, starts)).toMatchObject({
      kind: 'free',
      why: 'same-day',
      freeUntil: '2026-12-01T22:00:00.000Z',
    });
    expect(terms('2026-12-01T22:00:00Z', booked, starts)).toMatchObject({ kind: 'fee' });
  });

  it('a booking made after the cut-off has no same-day grace', () => {
    const booked = '2026-12-01T23:30:00Z'; // 6:30 PM Eastern
    expect(terms('2026-12-01T23:31:00Z', booked, '2026-12-02T14:00:00Z')).toMatchObject({
      kind: 'fee',
    });
  });

  it('an inspection that has started cannot be changed', () => {
    expect(terms('2026-12-03T12:00:00Z', '2026-11-20T12:00:00Z', '2026-12-03T12:00:00Z')).toEqual({
      kind: 'started',
    });
  });

  it('words the policy from its numbers', () => {
    expect(policyText(policy)).toEqual([
      'Cancellation is free until 5:00 PM ET on the day of booking.',
      'Cancelling less than 48 hours before the inspection costs $75.00, or $150.00 for a full-day appointment.',
    ]);
  });
});
