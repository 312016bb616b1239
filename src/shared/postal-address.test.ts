import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressLine, postalAddressShape } from './postal-address';

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

describe('addressLine', () => {
  it('prints the address on one line', () => {
    expect(addressLine({ ...address, address2: 'Apt 2' })).toBe(
      '12 Walnut St, Apt 2, Pittsburgh, PA 15232',
    );
  });

  it('leaves no stray comma or space where a part is empty', () => {
    expect(addressLine(address)).toBe('12 Walnut St, Pittsburgh, PA 15232');
    expect(addressLine({ ...address, city: ' ', state: '' })).toBe('12 Walnut St, 15232');
    expect(addressLine({ address1: '', address2: '', city: '', state: '', zip: '' })).toBe('');
  });
});
