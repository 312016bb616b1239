import { describe, expect, it } from 'vitest';
import type { PriceLine } from '../booking/pricing';
import { dayEnd, dayStart, lastDayBefore } from './discount-dates';
import { type Discount, discountOf, discountPriceLine, isUsable, normalizeCode } from './discount';

const line = (serviceId: number, amountCents: number): PriceLine => ({
  serviceId,
  slug: `s${serviceId}`,
  name: `Service ${serviceId}`,
  category: 'addon',
  unitCents: amountCents,
  quantity: 1,
  amountCents,
});
const LINES = [line(1, 375_00), line(5, 75_00), line(6, 125_00)];
const NOW = new Date('2026-12-01T15:00:00Z');

const code = (over: Partial<Discount> = {}): Discount => ({
  id: 1,
  code: 'SAVE',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  serviceIds: null,
  validFrom: null,
  validTo: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  uses: 0,
  ...over,
});

describe('normalizeCode', () => {
  it('trims and upper-cases', () => expect(normalizeCode('  spring-25_a ')).toBe('SPRING-25_A'));
  it('refuses other characters, empty and over 32', () => {
    expect(normalizeCode('SAVE 10')).toBeUndefined();
    expect(normalizeCode('SAVÉ')).toBeUndefined();
    expect(normalizeCode('   ')).toBeUndefined();
    expect(normalizeCode('A'.repeat(33))).toBeUndefined();
    expect(normalizeCode('A'.repeat(32))).toBe('A'.repeat(32));
    expect(normalizeCode(42)).toBeUndefined();
    expect(normalizeCode(`${'A'.repeat(100_000)}!`)).toBeUndefined();
  });
});

describe('discountOf', () => {
  it('takes a percentage of every line', () => {
    expect(discountOf(code(), LINES, NOW)).toBe(57_50);
  });
  it('rounds a percentage half-up to the cent', () => {
    // 15% of $3.30 = 49.5 cents → 50; 15% of $3.10 = 46.5 → 47; 10% of $0.04 = 0.4 → 0.
    expect(discountOf(code({ percent: 15 }), [line(1, 330)], NOW)).toBe(50);
    expect(discountOf(code({ percent: 15 }), [line(1, 310)], NOW)).toBe(47);
    expect(discountOf(code({ percent: 10 }), [line(1, 4)], NOW)).toBe(0);
  });
  it('takes a fixed amount, never more than the lines it applies to', () => {
    expect(discountOf(code({ kind: 'fixed', amountCents: 25_00 }), LINES, NOW)).toBe(25_00);
    const huge = code({ kind: 'fixed', amountCents: 10_000_00 });
    expect(discountOf(huge, LINES, NOW)).toBe(575_00);
    expect(discountOf(code({ percent: 100 }), LINES, NOW)).toBe(575_00);
  });
  it('applies only to the services it names', () => {
    expect(discountOf(code({ serviceIds: [5, 6] }), LINES, NOW)).toBe(20_00);
    const fixed = code({ kind: 'fixed', amountCents: 100_00, serviceIds: [5] });
    expect(discountOf(fixed, LINES, NOW)).toBe(75_00);
    expect(discountOf(code({ serviceIds: [99] }), LINES, NOW)).toBe(0);
  });
  it('is 0 outside its window, inactive or used up', () => {
    expect(discountOf(code({ active: false }), LINES, NOW)).toBe(0);
    expect(discountOf(code({ validFrom: '2026-12-02T00:00:00Z' }), LINES, NOW)).toBe(0);
    expect(discountOf(code({ validTo: '2026-12-01T15:00:00Z' }), LINES, NOW)).toBe(0);
    expect(discountOf(code({ maxUses: 3, uses: 3 }), LINES, NOW)).toBe(0);
    expect(isUsable(code({ maxUses: 3, uses: 2 }), NOW)).toBe(true);
  });
  it('stores as a negative line, so the lines add up to the total', () => {
    const d = discountPriceLine('SAVE', 57_50);
    const total = [...LINES, d].reduce((s, l) => s + l.amountCents, 0);
    expect(total).toBe(575_00 - 57_50);
    expect(d.name).toBe('Discount (SAVE)');
  });
});

describe('validity days in the business time zone', () => {
  it('starts and ends a day at local midnight', () => {
    expect(dayStart('2026-12-01', 'America/New_York')).toBe('2026-12-01T05:00:00.000Z');
    expect(dayEnd('2026-12-01', 'America/New_York')).toBe('2026-12-02T05:00:00.000Z');
    expect(dayStart('2026-07-01', 'America/New_York')).toBe('2026-07-01T04:00:00.000Z');
    expect(lastDayBefore('2026-12-02T05:00:00.000Z', 'America/New_York')).toBe('2026-12-01');
  });
});
