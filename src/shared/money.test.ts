import { describe, expect, it } from 'vitest';
import { centsToDecimal, dollarsToCents, formatCents } from './money';

describe('money', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(37500)).toBe('$375.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
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
