import { describe, expect, it } from 'vitest';
import { inspectionStatus, paymentLabel, sortInspections } from './inspection-status';

const now = new Date('2026-12-01T15:00:00Z');
const future = '2026-12-05T14:00:00Z';
const past = '2026-11-20T14:00:00Z';

describe('paymentLabel', () => {
  it('names paid, authorized and everything else', () => {
    expect(paymentLabel('paid')).toBe('Paid');
    expect(paymentLabel('authorized')).toBe('Authorized');
    expect(paymentLabel('pending')).toBe('Not paid');
    expect(paymentLabel('voided')).toBe('Not paid');
  });
});

describe('inspectionStatus', () => {
  const order = (
    bookingStatus: 'requested' | 'active' | 'cancelled',
    paymentStatus: 'pending' | 'authorized' | 'paid' | 'voided',
    start: string,
  ) => ({ bookingStatus, paymentStatus, start });

  it('is Cancelled whenever the booking is cancelled, even paid or past', () => {
    expect(inspectionStatus(order('cancelled', 'paid', future), now)).toBe('Cancelled');
    expect(inspectionStatus(order('cancelled', 'pending', past), now)).toBe('Cancelled');
  });

  it('is Requested until the office confirms it, whatever its card or time', () => {
    expect(inspectionStatus(order('requested', 'authorized', future), now)).toBe('Requested');
    expect(inspectionStatus(order('requested', 'pending', past), now)).toBe('Requested');
  });

  it('is Completed once the inspection time has passed, paid or not', () => {
    expect(inspectionStatus(order('active', 'pending', past), now)).toBe('Completed');
    expect(inspectionStatus(order('active', 'paid', past), now)).toBe('Completed');
    expect(inspectionStatus(order('active', 'pending', now.toISOString()), now)).toBe('Completed');
  });

  it('is Confirmed ahead of time when paid or authorized, else Reserved', () => {
    expect(inspectionStatus(order('active', 'paid', future), now)).toBe('Confirmed');
    expect(inspectionStatus(order('active', 'authorized', future), now)).toBe('Confirmed');
    expect(inspectionStatus(order('active', 'pending', future), now)).toBe('Reserved');
    expect(inspectionStatus(order('active', 'voided', future), now)).toBe('Reserved');
  });
});

describe('sortInspections', () => {
  it('lists upcoming soonest first, then past latest first', () => {
    const list = [
      { id: 1, start: '2026-11-01T14:00:00Z' },
      { id: 2, start: '2026-12-20T14:00:00Z' },
      { id: 3, start: '2026-11-25T14:00:00Z' },
      { id: 4, start: '2026-12-02T14:00:00Z' },
      { id: 5, start: '2026-12-10T14:00:00Z' },
    ];
    expect(sortInspections(list, now).map((o) => o.id)).toEqual([4, 5, 2, 3, 1]);
  });

  it('puts the newer order first when two share a time, and leaves its input alone', () => {
    const list = [
      { id: 7, start: future },
      { id: 9, start: future },
    ];
    expect(sortInspections(list, now).map((o) => o.id)).toEqual([9, 7]);
    expect(list.map((o) => o.id)).toEqual([7, 9]);
  });
});
