import { describe, expect, it } from 'vitest';
import { isStartReply, isStopReply, mobileNumber } from '../texts/mobile-number';
import { timedRuleDue, timedRuleWindow } from './rule';

const HOUR = 3_600_000;
const start = Date.UTC(2027, 2, 4, 14);

describe('when a timed rule is due', () => {
  const before48 = { event: 'unpaid-before' as const, offsetMinutes: 48 * 60 };
  const booked = { startMs: start, bookedMs: start - 100 * HOUR };

  it('before: from its time until the start, not for an order booked after its time', () => {
    expect(timedRuleDue(booked, before48, start - 48 * HOUR - 1)).toBe(false);
    expect(timedRuleDue(booked, before48, start - 48 * HOUR)).toBe(true);
    expect(timedRuleDue(booked, before48, start - 1)).toBe(true);
    expect(timedRuleDue(booked, before48, start)).toBe(false);
    expect(timedRuleDue({ ...booked, bookedMs: start - 30 * HOUR }, before48, start - HOUR)).toBe(
      false,
    );
    expect(timedRuleWindow(before48, start - 48 * HOUR)).toEqual({
      afterMs: start - 48 * HOUR,
      untilMs: start,
    });
  });

  it('after: from its time, for a day', () => {
    const after4 = { event: 'after' as const, offsetMinutes: 240 };
    expect(timedRuleDue(booked, after4, start + 4 * HOUR - 1)).toBe(false);
    expect(timedRuleDue(booked, after4, start + 4 * HOUR)).toBe(true);
    expect(timedRuleDue(booked, after4, start + 28 * HOUR)).toBe(false);
  });
});

describe('mobile numbers and replies', () => {
  it('normalises to E.164 and refuses what cannot be a mobile number', () => {
    expect(mobileNumber('(412) 555-0142')).toBe('+14125550142');
    expect(mobileNumber('+1 412 555 0142')).toBe('+14125550142');
    expect(mobileNumber('800-555-0100')).toBeNull();
    expect(mobileNumber('12')).toBeNull();
    expect(mobileNumber('4'.repeat(41))).toBeNull();
  });

  it('reads STOP and START as carriers do, whatever the case and spaces', () => {
    expect(isStopReply(' stop ')).toBe(true);
    expect(isStopReply('Unsubscribe')).toBe(true);
    expect(isStopReply('please stop')).toBe(false);
    expect(isStartReply('START')).toBe(true);
  });
});
