import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/booking/cart';
import type { Service } from '../../../shared/services/service';
import { orderFormDefaults } from './order-form-defaults';

const svc = (id: number, category: Service['category'], enabled = true): Service => ({
  id,
  name: `S${id}`,
  slug: `s${id}`,
  category,
  price: 1,
  price_cents: 100,
  enabled,
  description: '',
  minutes: 0,
});
const services = [
  svc(1, 'home_size', false),
  svc(2, 'home_size'),
  svc(3, 'property_age'),
  svc(4, 'property_age'),
];
const slots = [
  { id: 7, start: '2026-12-01T14:00:00.000Z', title: 'A' },
  { id: 8, start: '2026-12-01T18:00:00.000Z', title: 'B' },
];

describe('order form defaults', () => {
  it('picks the first enabled home size and property age, and the first available slot', () => {
    const { values, slotWarning } = orderFormDefaults({ services, slots });
    expect(values).toMatchObject({
      homeSizeId: 2,
      propertyAgeId: 3,
      selectedSlotId: 7,
      additionalUnits: 0,
    });
    expect(slotWarning).toBeUndefined();
  });

  it('preselects the stored slot when it is available', () => {
    expect(orderFormDefaults({ services, slots, storedSlotId: 8 }).values.selectedSlotId).toBe(8);
  });

  it('warns when the stored slot is gone, and falls back to the first available', () => {
    const r = orderFormDefaults({ services, slots, storedSlotId: 99 });
    expect(r.slotWarning).toBe('unavailable');
    expect(r.values.selectedSlotId).toBe(7);
  });

  it('warns when there are no slots at all', () => {
    const r = orderFormDefaults({ services, slots: [] });
    expect(r.slotWarning).toBe('none');
    expect(r.values.selectedSlotId).toBe(0);
  });

  it('starts from the cart, keeping only choices still offered', () => {
    const cart = {
      homeSizeId: 1,
      propertyAgeId: 4,
      addons: { x: true },
      additionalUnits: 2,
      selectedSlotId: 8,
      neighborhood: 'N',
      address1: 'A',
      address2: '',
      city: 'C',
      state: 'OH',
      zip: '44101',
    } as unknown as Cart;
    const { values } = orderFormDefaults({ services, slots, cart });
    expect(values).toMatchObject({
      homeSizeId: 2,
      propertyAgeId: 4,
      selectedSlotId: 8,
      city: 'C',
      state: 'OH',
    });
  });
});
