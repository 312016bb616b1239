import { describe, expect, it } from 'vitest';
import { parsePriceToCents, PRICE_INVALID, PRICE_TOO_HIGH, slugSchema } from './admin-schemas';

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

describe('slugs', () => {
  it('refuse an empty, a too long or a badly formed slug in words', () => {
    const message = (input: string) => slugSchema.safeParse(input).error?.issues[0]?.message;
    expect(message('')).toBe('Please enter a slug.');
    expect(message('a'.repeat(201))).toBe('The slug may have at most 200 characters.');
    expect(message('Not A Slug')).toBe('The slug may use lower-case letters, digits and dashes.');
    expect(slugSchema.parse(' radon-test ')).toBe('radon-test');
  });
});
