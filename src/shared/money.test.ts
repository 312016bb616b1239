import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, dollarsToCents, formatCents } from './money';

describe('money', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(37500)).toBe('$375.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-150)).toBe('-$1.50');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('writes whole cents exactly as the browser currency format does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatCents(cents)).toBe(usd.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
    for (const cents of [-0, 99, 100, 99999, 100000, 99999999, 100000000])
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
  });

  it('makes the decimal string payment gateways want', () => {
    expect(centsToDecimal(12500)).toBe('125.00');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(-150)).toBe('-1.50');
  });

  it('turns dollars into cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(() => dollarsToCents('abc')).toThrow(RangeError);
  });
});
