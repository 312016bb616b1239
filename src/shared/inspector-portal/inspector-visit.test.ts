import { describe, expect, it } from 'vitest';
import { discountPriceLine } from '../discounts/discount';
import { inspectorVisit, visitDescription, type VisitOrder } from './inspector-visit';

const order = (over: Partial<VisitOrder> = {}): VisitOrder => ({
  id: 3,
  start: '2026-12-04T14:00:00.000Z',
  slotTitle: 'Morning',
  slotFullDay: false,
  bookingStatus: 'active',
  paymentStatus: 'paid',
  totalCents: 50000,
  paymentMethod: 'pay-now',
  authorizedCents: 50000,
  capturedCents: 50000,
  priceLinesJson: JSON.stringify([
    { name: 'Radon Test', quantity: 1, unitCents: 100, amountCents: 100 },
    { name: 'Additional Unit', quantity: 2, unitCents: 50, amountCents: 100 },
  ]),
  cartJson: '{}',
  checkoutJson: JSON.stringify({ firstName: 'Dana', lastName: 'Buyer', realtorAccess: 'agent' }),
  createdAt: '2026-11-01T00:00:00.000Z',
  cancelledAt: null,
  ...over,
});

describe('an order in the inspector’s words', () => {
  const now = new Date('2026-11-25T00:00:00.000Z');

  it('blocks the working day for a full-day slot and the usual length otherwise', () => {
    const span = (v: { start: string; end: string }) => Date.parse(v.end) - Date.parse(v.start);
    expect(span(inspectorVisit(order(), now, true))).toBe(180 * 60_000);
    expect(span(inspectorVisit(order({ slotFullDay: true }), now, true))).toBe(480 * 60_000);
  });

  it('ends the visit after its real length when it was booked with one', () => {
    const span = (v: { start: string; end: string }) => Date.parse(v.end) - Date.parse(v.start);
    // A 9-hour full-day visit ends after nine hours, not the flag's eight; a short one after its own.
    expect(span(inspectorVisit(order({ slotFullDay: true, visitMinutes: 540 }), now, true))).toBe(
      540 * 60_000,
    );
    expect(span(inspectorVisit(order({ visitMinutes: 150 }), now, true))).toBe(150 * 60_000);
  });

  it('names services with their count and no price, and no realtor when the booker is the agent', () => {
    const v = inspectorVisit(order(), now, false);
    expect(v.services).toEqual(['Radon Test', 'Additional Unit × 2']);
    expect(JSON.stringify(v)).not.toMatch(/cents|price|total/i);
    expect(v.realtor).toBeNull();
    expect(v).toMatchObject({ status: 'Confirmed', payment: 'Paid', address: '', notes: '' });
  });

  it('leaves the discount line out of the services, on the page and in the feed text', () => {
    const lines = [
      { name: 'Radon Test', quantity: 1, unitCents: 100, amountCents: 100, category: 'addon' },
      discountPriceLine('SPRING10', 10),
    ];
    const v = inspectorVisit(order({ priceLinesJson: JSON.stringify(lines) }), now, true);
    expect(v.services).toEqual(['Radon Test']);
    expect(visitDescription(v)).toContain('Services: Radon Test\n');
    expect(visitDescription(v)).not.toMatch(/Discount|SPRING10/);
  });

  it('carries the notes as typed, and puts them last in the feed text', () => {
    const notes = 'Lockbox 4821\nDog: Rex';
    const v = inspectorVisit(order({ notes }), now, true);
    expect(v.notes).toBe(notes);
    expect(visitDescription(v)).toMatch(
      /\nReservation 3\n\nNotes and access details \(from the customer\):\nLockbox 4821\nDog: Rex$/,
    );
    expect(visitDescription(inspectorVisit(order({ notes: null }), now, true))).not.toContain(
      'Notes',
    );
  });
});
