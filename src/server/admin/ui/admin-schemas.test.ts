import { describe, expect, it } from 'vitest';
import { parsePriceToCents, PRICE_INVALID, PRICE_TOO_HIGH } from './admin-schemas';

describe('price parsing to cents', () => {
  it('reads dollars exactly, with optional $, commas and up to two decimals', () => {
    for (const [input, cents] of [
      ['375', 37500],
      ['375.5', 37550],
      ['375.50', 37550],
      ['0.29', 29],
      ['$1,250.05', 125005],
      ['  $ 19.99 ', 1999],
      ['0', 0],
      ['100000', 10000000],
    ] as const)
      expect(parsePriceToCents(input), input).toBe(cents);
  });

  it('refuses what is not a price, with a clear message', () => {
    for (const input of [
      '',
      'abc',
      '-5',
      '1.234',
      '1e3',
      '12,34',
      '1,2345.00',
      '.5',
      '5.',
      '$',
      '1 000',
    ])
      expect(() => parsePriceToCents(input), input).toThrow(PRICE_INVALID);
    expect(() => parsePriceToCents('100000.01')).toThrow(PRICE_TOO_HIGH);
    expect(() => parsePriceToCents('9'.repeat(30))).toThrow(PRICE_TOO_HIGH);
  });
});
