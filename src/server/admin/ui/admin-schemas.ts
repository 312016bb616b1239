import { z } from 'zod';
import { tooLongMessage } from '../../../shared/schema-fields';

/** Trimmed text that must be filled in and may not pass `max` characters. */
export const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string().trim().min(1, missing).max(max, tooLong);

/** A page or service slug: what the site and the order form find things by. */
export const slugSchema = requiredText(
  200,
  'Please enter a slug.',
  tooLongMessage('slug', 200),
).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The slug may use lower-case letters, digits and dashes.');

export const PRICE_INVALID = 'Please enter a price in dollars, such as 375 or 375.50.';
export const PRICE_TOO_HIGH = 'The price may be at most $100,000.00.';
const MAX_PRICE_CENTS = 100_000_00;

/**
 * "$1,250.5" → 125050. Dollars with at most two decimals, optional $ and thousands commas; no
 * negatives, exponents or other text. Exact: the digits are read as text, never as a float.
 */
export function parsePriceToCents(input: string): number {
  const text = input.trim().replace(/^\$\s*/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match?.[1]) throw new RangeError(PRICE_INVALID);
  const dollars = Number(match[1].replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  if (!Number.isSafeInteger(total) || total > MAX_PRICE_CENTS) throw new RangeError(PRICE_TOO_HIGH);
  return total;
}

/** A price field: dollars text in, integer cents out, the message above on bad input. */
export const priceSchema = z.string().transform((value, ctx) => {
  try {
    return parsePriceToCents(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});
