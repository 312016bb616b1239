import { describe, expect, it } from 'vitest';
import { priceOrder } from './pricing';
import { testCatalogue } from '../../testing/booking-fixtures';
import {
  DEFAULT_VISIT_MINUTES,
  isFullDayVisit,
  visitLengthOf,
  visitLengthText,
  visitMinutesOf,
} from './visit-length';

// The visit's length: the home size is the base, the rest add theirs, units count each.

const timed = (minutes: Record<string, number>) =>
  testCatalogue().map((s) => ({ ...s, minutes: minutes[s.slug] ?? 0 }));

describe('visit length', () => {
  const services = timed({ small: 180, old: 60, 'pest-inspection': 15, 'additional-unit': 45 });
  const slugId = (slug: string) => services.find((s) => s.slug === slug)?.id ?? 0;

  it('adds the age, add-ons and each unit to the home size', () => {
    const quote = priceOrder(services, {
      homeSizeId: slugId('small'),
      propertyAgeId: slugId('old'),
      addons: { 'pest-inspection': true },
      additionalUnits: 2,
    });
    expect(visitMinutesOf(services, quote.lines)).toBe(180 + 60 + 15 + 2 * 45);
    expect(visitLengthOf(services, quote.lines, 5)).toEqual({ minutes: 345, fullDay: true });
    expect(visitLengthOf(services, quote.lines, 6)).toEqual({ minutes: 345, fullDay: false });
  });

  it('uses the default base when the home size states none', () => {
    const none = timed({});
    const quote = priceOrder(none, {
      homeSizeId: none.find((s) => s.category === 'home_size')?.id ?? 0,
      propertyAgeId: none.find((s) => s.category === 'property_age')?.id ?? 0,
      addons: {},
      additionalUnits: 0,
    });
    expect(visitMinutesOf(none, quote.lines)).toBe(DEFAULT_VISIT_MINUTES);
  });

  it('a threshold of 0 makes no visit a full day; only longer than it is one', () => {
    expect(isFullDayVisit(10_000, 0)).toBe(false);
    expect(isFullDayVisit(300, 5)).toBe(false);
    expect(isFullDayVisit(301, 5)).toBe(true);
  });

  it('says the length in hours and minutes', () => {
    expect(visitLengthText(45)).toBe('45 min');
    expect(visitLengthText(240)).toBe('4 h');
    expect(visitLengthText(345)).toBe('5 h 45 min');
  });
});
