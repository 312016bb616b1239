import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyFriendlyValidationMessages } from './validation-messages';

applyFriendlyValidationMessages();
const first = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('validation messages of the API', () => {
  it('says plainly what is wrong where a schema names no message', () => {
    expect(first(z.object({ name: z.string() }), {})).toBe('This field is required.');
    expect(first(z.coerce.number(), 'abc')).toBe('Please enter a number.');
    expect(first(z.number().int().max(10), 11)).toBe('Please enter a number of at most 10.');
    expect(first(z.number().positive(), 0)).toBe('Please enter a number greater than 0.');
    expect(first(z.number().min(1), 0)).toBe('Please enter a number of at least 1.');
    expect(first(z.string().max(3), 'abcd')).toBe('Please use at most 3 characters.');
    expect(first(z.enum(['a', 'b']), 'c')).toBe('Please choose one of the offered values.');
  });

  it('leaves the messages schemas set themselves alone', () => {
    expect(first(z.string().min(1, 'First name is required.'), '')).toBe('First name is required.');
  });
});
