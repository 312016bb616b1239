import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postalAddressShape } from './postal-address';

const address = {
  zip: '15232',
  state: 'PA',
  city: 'Pittsburgh',
  address2: '',
  address1: '12 Walnut St',
};

describe('postalAddressShape', () => {
  it('prints an address in the order the answers print its fields', () => {
    const parsed = z.strictObject({ neighborhood: z.string(), ...postalAddressShape }).parse({
      ...address,
      neighborhood: 'Squirrel Hill',
    });
    expect(JSON.stringify(parsed)).toBe(
      '{"neighborhood":"Squirrel Hill","address1":"12 Walnut St","address2":"","city":"Pittsburgh","state":"PA","zip":"15232"}',
    );
  });

  it('asks for every line, an empty second one included', () => {
    const schema = z.strictObject(postalAddressShape);
    expect(schema.parse(address)).toEqual(address);
    expect(schema.safeParse({ ...address, address2: undefined }).success).toBe(false);
  });
});
