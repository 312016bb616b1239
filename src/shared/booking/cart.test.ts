import { describe, expect, it } from 'vitest';
import {
  buildCart,
  cartExpiresAt,
  cartSchema,
  isCartExpired,
  parseStoredCart,
  withSlot,
} from './cart';
import { orderFormSchema } from './order-form';
import { testCatalogue, validOrderForm } from '../../testing/booking-fixtures';

const slot = { id: 10, start: '2026-12-01T14:00:00.000Z', title: 'Morning' };
const now = new Date('2026-11-25T12:00:00.000Z');
const form = orderFormSchema.parse({
  ...validOrderForm,
  homeSizeId: 2,
  propertyAgeId: 4,
  addons: { 'pest-inspection': true, 'radon-inspection': true },
  additionalUnits: 1,
});

describe('buildCart', () => {
  const { cart, totalCents, lines } = buildCart(form, { services: testCatalogue(), slot, now });

  it('keeps every form field', () => {
    expect(cart).toMatchObject({
      homeSizeId: 2,
      propertyAgeId: 4,
      addons: { 'pest-inspection': true, 'radon-inspection': true },
      additionalUnits: 1,
      selectedSlotId: 10,
      neighborhood: 'Shadyside',
      address1: '12 Walnut St',
      address2: '',
      city: 'Pittsburgh',
      state: 'PA',
      zip: '15232',
    });
  });

  it('derives the slot, names, add-ons with prices and the total', () => {
    expect(cart.selectedSlot).toEqual(slot);
    expect(cart.homeSize).toEqual({ id: 2, name: 'Large', price: 475 });
    expect(cart.propertyAge).toEqual({ id: 4, name: 'Old', price: 50 });
    expect(cart.homeSizeName).toBe('Large');
    expect(cart.propertyAgeName).toBe('Old');
    expect(cart.selectedAddons).toEqual([
      { id: 5, name: 'Pest', price: 75 },
      { id: 6, name: 'Radon', price: 125 },
    ]);
    expect(totalCents).toBe(475_00 + 50_00 + 75_00 + 125_00 + 150_00);
    expect(cart.totalPrice).toBe('$875.00');
    expect(cart.totalPriceDecimal).toBe('875.00');
    expect(lines).toHaveLength(5);
  });

  it('stamps the save time, and keeps the first add time when given', () => {
    expect(cart.timestamp).toBe(now.getTime());
    expect(cart.addedAt).toBe(now.toISOString());
    const later = new Date(now.getTime() + 60_000);
    const again = buildCart(form, {
      services: testCatalogue(),
      slot,
      now: later,
      addedAt: cart.addedAt,
    }).cart;
    expect(again.timestamp).toBe(later.getTime());
    expect(again.addedAt).toBe(now.toISOString());
  });

  it('has exactly the cart fields', () => {
    expect(Object.keys(cart).sort()).toEqual(
      [
        'homeSizeId',
        'propertyAgeId',
        'addons',
        'additionalUnits',
        'selectedSlotId',
        'inspectorId',
        'neighborhood',
        'address1',
        'address2',
        'city',
        'state',
        'zip',
        // Book a reinspection names the order it checks (null for an inspection).
        'reinspectionOf',
        'selectedSlot',
        'homeSize',
        'propertyAge',
        'selectedAddons',
        'homeSizeName',
        'propertyAgeName',
        'totalPrice',
        'totalPriceDecimal',
        'timestamp',
        'addedAt',
      ].sort(),
    );
  });

  it('round-trips through storage and the submission schema', () => {
    const stored = JSON.parse(JSON.stringify(cart)) as unknown;
    expect(parseStoredCart(stored)).toEqual(cart);
    expect(cartSchema.safeParse(stored).success).toBe(true);
    expect(parseStoredCart({ ...cart, zip: 'x' })).toBeUndefined();
    expect(parseStoredCart('nonsense')).toBeUndefined();
    expect(parseStoredCart({ ...cart, timestamp: undefined })).toBeUndefined();
  });
});

describe('cart lifetime (60 minutes after the last save)', () => {
  const cart = { timestamp: now.getTime() };
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('is alive until 60 minutes have passed, and expired from then on', () => {
    expect(isCartExpired(cart, at(0))).toBe(false);
    expect(isCartExpired(cart, at(59.99))).toBe(false);
    expect(isCartExpired(cart, at(60))).toBe(true);
    expect(isCartExpired(cart, at(24 * 60))).toBe(true);
    expect(cartExpiresAt(cart)).toBe(at(60).getTime());
  });

  it('treats a broken timestamp as expired', () => {
    expect(isCartExpired({ timestamp: Number.NaN }, now)).toBe(true);
  });

  it('restarts when the cart is saved again (Change Date)', () => {
    const { cart: full } = buildCart(form, { services: testCatalogue(), slot, now });
    const other = { id: 11, start: '2026-12-02T18:00:00.000Z', title: 'Afternoon' };
    const changed = withSlot(full, other, at(50));
    expect(changed.selectedSlotId).toBe(11);
    expect(changed.selectedSlot).toEqual(other);
    expect(isCartExpired(changed, at(100))).toBe(false);
    expect(isCartExpired(changed, at(110))).toBe(true);
  });
});
