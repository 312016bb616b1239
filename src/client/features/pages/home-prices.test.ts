import { describe, expect, it } from 'vitest';
import type { Service } from '../../../shared/services/service';
import { homePrices } from './home-prices';

let nextId = 1;
const service = (
  category: Service['category'],
  slug: string,
  price_cents: number,
  enabled = true,
): Service => ({
  id: nextId++,
  name: slug,
  slug,
  category,
  price_cents,
  price: price_cents / 100,
  enabled,
  description: '',
  minutes: 0,
});

describe('homePrices', () => {
  it('starts the inspection at the cheapest enabled size plus the lowest age adjustment', () => {
    const prices = homePrices([
      service('home_size', 'tiny', 300_00, false),
      service('home_size', 'small', 375_00),
      service('home_size', 'large', 650_00),
      service('property_age', 'old', 50_00),
      service('property_age', 'older', 25_00),
      service('addon', 'radon', 125_00),
      service('addon', 'mold', 99_00, false),
      service('additional_unit', 'unit', 150_00),
    ]);
    expect(prices.inspectionFromCents).toBe(400_00);
    expect(prices.addons.map((a) => [a.slug, a.priceCents])).toEqual([['radon', 125_00]]);
    expect(prices.additionalUnit?.priceCents).toBe(150_00);
  });

  it('has no starting price without an enabled home size', () => {
    expect(homePrices([service('property_age', 'new', 0)])).toEqual({
      inspectionFromCents: undefined,
      addons: [],
      additionalUnit: undefined,
    });
  });
});
