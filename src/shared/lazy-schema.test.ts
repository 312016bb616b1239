import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('a schema built on first use', () => {
  it('is not built until something reads it, then built once', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds++;
      return z.string().trim().min(1, 'Name is required.');
    });
    expect(builds).toBe(0);
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(name.safeParse(' ').error?.issues[0]?.message).toBe('Name is required.');
    expect(builds).toBe(1);
  });

  it('answers as the schema it builds: inside others, extended, refined and typed', () => {
    const zip = lazySchema(() => z.string().regex(/^\d{5}$/, 'Bad ZIP'));
    const address = lazySchema(() => z.object({ zip, city: z.string() }));
    const withState = address.extend({ state: z.enum(['PA', 'OH']) });
    expect(zip).toBeInstanceOf(z.ZodString);
    expect(Object.keys(address.shape)).toEqual(['zip', 'city']);
    expect(withState.parse({ zip: '15232', city: 'Pittsburgh', state: 'PA' })).toEqual({
      zip: '15232',
      city: 'Pittsburgh',
      state: 'PA',
    });
    const refused = z.object({ address }).safeParse({ address: { zip: '1', city: 'X' } });
    expect(refused.error?.issues).toMatchObject([{ path: ['address', 'zip'], message: 'Bad ZIP' }]);
    expect(address.optional().parse(undefined)).toBeUndefined();
  });
});
