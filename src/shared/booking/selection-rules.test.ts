import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { selectionIssues } from './selection-rules';
import { testCatalogue } from '../../testing/booking-fixtures';

const selection = { homeSizeId: 1, propertyAgeId: 3, addons: {}, additionalUnits: 0 };

describe('selectionIssues', () => {
  it('accepts enabled services of the right category', () => {
    const all = { 'pest-inspection': true, 'radon-inspection': true, 'radon-early': true };
    expect(
      selectionIssues(testCatalogue(), { ...selection, addons: all, additionalUnits: 2 }),
    ).toEqual([]);
  });

  it('refuses a disabled, unknown or wrong-category home size or property age', () => {
    const off = testCatalogue({ small: { enabled: false } });
    expect(selectionIssues(off, selection)).toEqual([
      { path: 'homeSizeId', message: MESSAGES.homeSizeRequired },
    ]);
    expect(
      selectionIssues(testCatalogue(), { ...selection, homeSizeId: 3, propertyAgeId: 99 }),
    ).toEqual([
      { path: 'homeSizeId', message: MESSAGES.homeSizeRequired },
      { path: 'propertyAgeId', message: MESSAGES.propertyAgeRequired },
    ]);
  });

  it('refuses a chosen add-on that is disabled or unknown, not one left unticked', () => {
    const off = testCatalogue({ 'pest-inspection': { enabled: false } });
    expect(selectionIssues(off, { ...selection, addons: { 'pest-inspection': true } })).toEqual([
      { path: 'addons.pest-inspection', message: MESSAGES.addonUnavailable },
    ]);
    expect(selectionIssues(off, { ...selection, addons: { 'pest-inspection': false } })).toEqual(
      [],
    );
    expect(
      selectionIssues(testCatalogue(), { ...selection, addons: { small: true } }),
    ).toHaveLength(1);
  });

  it('refuses additional units when that service is disabled', () => {
    const off = testCatalogue({ 'additional-unit': { enabled: false } });
    expect(selectionIssues(off, { ...selection, additionalUnits: 1 })[0]?.path).toBe(
      'additionalUnits',
    );
    expect(selectionIssues(off, selection)).toEqual([]);
  });
});
