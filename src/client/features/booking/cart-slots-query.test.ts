import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/booking/cart';
import { cartSlotsQuery } from './cart-slots-query';

// The cart's Change Date asks for the times of its own visit and ZIP, as the order form does.

const cart = (over: Partial<Cart>) =>
  ({
    homeSizeId: 3,
    propertyAgeId: 7,
    selectedAddons: [
      { id: 12, name: 'Radon', price: 150 },
      { id: 10, name: 'Pest', price: 100 },
    ],
    additionalUnits: 1,
    zip: '15090',
    ...over,
  }) as Cart;

describe('cartSlotsQuery', () => {
  it('names the visit and the property’s ZIP', () => {
    expect(cartSlotsQuery(cart({}))).toBe(
      '&home_size=3&property_age=7&addons=10,12&units=1&zip=15090',
    );
  });

  it('keeps the first five digits of a ZIP+4 and leaves out one that is not a ZIP', () => {
    expect(cartSlotsQuery(cart({ zip: '15090-1234', additionalUnits: 0 }))).toMatch(/&zip=15090$/);
    expect(cartSlotsQuery(cart({ zip: 'nowhere' }))).not.toContain('zip=');
  });
});
