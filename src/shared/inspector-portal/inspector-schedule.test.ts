import { describe, expect, it } from 'vitest';
import { homeText } from './inspector-schedule';

const home = {
  homeSize: 'Under 1,500 sq ft',
  propertyAge: 'Built 2000 or later',
  additionalUnits: 0,
  detachedGarage: false,
};

describe('homeText', () => {
  it('names the size and age, then the units counted in words', () => {
    expect(homeText(home)).toBe('Under 1,500 sq ft, Built 2000 or later');
    expect(homeText({ ...home, additionalUnits: 1 })).toBe(
      'Under 1,500 sq ft, Built 2000 or later; 1 additional unit',
    );
    expect(homeText({ ...home, additionalUnits: 3, detachedGarage: true })).toBe(
      'Under 1,500 sq ft, Built 2000 or later; 3 additional units; detached garage',
    );
  });

  it('starts with what is known when the size or age is missing', () => {
    expect(homeText({ ...home, homeSize: '', propertyAge: '', detachedGarage: true })).toBe(
      'detached garage',
    );
  });
});
