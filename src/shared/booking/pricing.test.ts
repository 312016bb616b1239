import { describe, expect, it } from 'vitest';
import { defaultSelection, priceOrder, type PriceSelection } from './pricing';
import { testCatalogue } from '../../testing/booking-fixtures';

const select = (s: Partial<PriceSelection> = {}): PriceSelection => ({
  homeSizeId: 1,
  propertyAgeId: 3,
  addons: {},
  additionalUnits: 0,
  ...s,
});

describe('priceOrder', () => {
  const services = testCatalogue();
  const homeSizes = [
    [1, 375_00],
    [2, 475_00],
  ] as const;
  const ages = [
    [3, 0],
    [4, 50_00],
  ] as const;
  const addonSets: [Record<string, boolean>, number][] = [
    [{}, 0],
    [{ 'pest-inspection': true }, 75_00],
    [{ 'radon-inspection': true }, 125_00],
    [{ 'radon-inspection': true, 'radon-early': true }, 160_00],
    [{ 'pest-inspection': true, 'radon-inspection': true, 'radon-early': true }, 235_00],
    [{ 'pest-inspection': false, 'radon-inspection': false }, 0],
  ];
  const unitCounts = [0, 1, 3];

  // Every combination of home size, property age, add-ons and additional units.
  for (const [homeSizeId, homeCents] of homeSizes)
    for (const [propertyAgeId, ageCents] of ages)
      for (const [addons, addonCents] of addonSets)
        for (const units of unitCounts)
          it(`home ${homeSizeId}, age ${propertyAgeId}, ${JSON.stringify(addons)}, ${units} units`, () => {
            const quote = priceOrder(
              services,
              select({ homeSizeId, propertyAgeId, addons, additionalUnits: units }),
            );
            expect(quote.totalCents).toBe(homeCents + ageCents + addonCents + units * 150_00);
            expect(quote.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(quote.totalCents);
          });

  it('names each line with its unit price and quantity', () => {
    const quote = priceOrder(
      services,
      select({
        homeSizeId: 2,
        propertyAgeId: 4,
        addons: { 'pest-inspection': true },
        additionalUnits: 2,
      }),
    );
    expect(quote.lines.map((l) => [l.slug, l.unitCents, l.quantity, l.amountCents])).toEqual([
      ['large', 475_00, 1, 475_00],
      ['old', 50_00, 1, 50_00],
      ['pest-inspection', 75_00, 1, 75_00],
      ['additional-unit', 150_00, 2, 300_00],
    ]);
  });

  it('never counts a disabled service', () => {
    const off = testCatalogue({
      large: { enabled: false },
      old: { enabled: false },
      'pest-inspection': { enabled: false },
      'additional-unit': { enabled: false },
    });
    const quote = priceOrder(
      off,
      select({
        homeSizeId: 2,
        propertyAgeId: 4,
        addons: { 'pest-inspection': true, 'radon-inspection': true },
        additionalUnits: 4,
      }),
    );
    expect(quote.homeSize).toBeUndefined();
    expect(quote.propertyAge).toBeUndefined();
    expect(quote.additionalUnits).toBeUndefined();
    expect(quote.lines.map((l) => l.slug)).toEqual(['radon-inspection']);
    expect(quote.totalCents).toBe(125_00);
  });

  it('ignores unknown ids and slugs, and services of the wrong category', () => {
    const quote = priceOrder(
      services,
      select({ homeSizeId: 3, propertyAgeId: 99, addons: { 'no-such': true, small: true } }),
    );
    expect(quote.totalCents).toBe(0);
  });

  it('prices additional units with the first enabled additional-unit service', () => {
    const two = [
      ...testCatalogue({ 'additional-unit': { enabled: false } }),
      {
        id: 9,
        slug: 'unit-b',
        name: 'Unit B',
        category: 'additional_unit' as const,
        price_cents: 99_99,
        enabled: true,
      },
    ];
    expect(priceOrder(two, select({ additionalUnits: 3 })).totalCents).toBe(375_00 + 3 * 99_99);
  });

  it('treats negative or fractional units as whole units, never below zero', () => {
    expect(priceOrder(services, select({ additionalUnits: -2 })).totalCents).toBe(375_00);
    expect(priceOrder(services, select({ additionalUnits: 2.7 })).totalCents).toBe(375_00 + 300_00);
  });

  it('adds cents exactly (no floating point drift)', () => {
    const odd = testCatalogue({
      small: { price_cents: 10 },
      new: { price_cents: 20 },
      'pest-inspection': { price_cents: 1 },
    });
    expect(priceOrder(odd, select({ addons: { 'pest-inspection': true } })).totalCents).toBe(31);
  });
});

describe('defaultSelection', () => {
  it('picks the first enabled home size and property age', () => {
    expect(defaultSelection(testCatalogue())).toMatchObject({ homeSizeId: 1, propertyAgeId: 3 });
    expect(
      defaultSelection(testCatalogue({ small: { enabled: false }, new: { enabled: false } })),
    ).toEqual({ homeSizeId: 2, propertyAgeId: 4, addons: {}, additionalUnits: 0 });
  });

  it('answers 0 (nothing to choose) when a category has no enabled service', () => {
    const none = testCatalogue({ small: { enabled: false }, large: { enabled: false } });
    expect(defaultSelection(none).homeSizeId).toBe(0);
  });
});
