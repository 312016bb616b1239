import { emptyCheckout } from '../shared/booking/checkout';
import type { PricedService } from '../shared/booking/pricing';

// Fixtures for the booking rule tests (and the server's order tests).

/** A small catalogue for the booking rule tests (prices in cents). */
export function testCatalogue(overrides: Partial<Record<string, Partial<PricedService>>> = {}) {
  const base: PricedService[] = [
    {
      id: 1,
      slug: 'small',
      name: 'Small',
      category: 'home_size',
      price_cents: 375_00,
      enabled: true,
    },
    {
      id: 2,
      slug: 'large',
      name: 'Large',
      category: 'home_size',
      price_cents: 475_00,
      enabled: true,
    },
    { id: 3, slug: 'new', name: 'New', category: 'property_age', price_cents: 0, enabled: true },
    {
      id: 4,
      slug: 'old',
      name: 'Old',
      category: 'property_age',
      price_cents: 50_00,
      enabled: true,
    },
    {
      id: 5,
      slug: 'pest-inspection',
      name: 'Pest',
      category: 'addon',
      price_cents: 75_00,
      enabled: true,
    },
    {
      id: 6,
      slug: 'radon-inspection',
      name: 'Radon',
      category: 'addon',
      price_cents: 125_00,
      enabled: true,
    },
    {
      id: 7,
      slug: 'radon-early',
      name: 'Early radon',
      category: 'addon',
      price_cents: 35_00,
      enabled: true,
    },
    {
      id: 8,
      slug: 'additional-unit',
      name: 'Unit',
      category: 'additional_unit',
      price_cents: 150_00,
      enabled: true,
    },
  ];
  return base.map((s) => ({ ...s, ...overrides[s.slug] }));
}

export const validOrderForm = {
  homeSizeId: 1,
  propertyAgeId: 3,
  addons: { 'pest-inspection': true },
  additionalUnits: 0,
  selectedSlotId: 10,
  neighborhood: 'Shadyside',
  address1: '12 Walnut St',
  address2: '',
  city: 'Pittsburgh',
  state: 'PA' as const,
  zip: '15232',
};

export const validCheckout = {
  ...emptyCheckout,
  firstName: 'Dana',
  lastName: 'Buyer',
  billingAddress1: '1 Main St',
  billingCity: 'Pittsburgh',
  billingState: 'PA',
  billingZip: '15222',
  email: 'dana@example.test',
  phone: '(412) 555-0100',
  agreeToCancellation: true,
};
