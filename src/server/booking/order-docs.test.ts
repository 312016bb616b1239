import { describe, expect, it } from 'vitest';
import { orderDocs, propertyLine } from './order-docs';

const cartJson = JSON.stringify({
  neighborhood: 'Squirrel Hill',
  address1: '12 Walnut St',
  address2: 'Apt 2',
  city: 'Pittsburgh',
  state: 'PA',
  zip: '15232',
});

describe('propertyLine', () => {
  it('prints the property as every message prints it', () => {
    expect(propertyLine({ cartJson })).toBe('12 Walnut St, Apt 2, Pittsburgh, PA 15232');
  });

  it('leaves out what an older or damaged cart lacks, with no stray comma', () => {
    expect(
      propertyLine({ cartJson: JSON.stringify({ address1: '12 Walnut St', zip: 15232 }) }),
    ).toBe('12 Walnut St');
    expect(propertyLine({ cartJson: '{not json' })).toBe('');
  });
});

describe('orderDocs', () => {
  it('reads every address part as text, blank when missing', () => {
    const { cart, checkout } = orderDocs({ cartJson: '{"city":"Pittsburgh"}', checkoutJson: '[]' });
    expect(cart).toEqual({
      neighborhood: '',
      address1: '',
      address2: '',
      city: 'Pittsburgh',
      state: '',
      zip: '',
    });
    expect(checkout).toEqual({});
  });
});
