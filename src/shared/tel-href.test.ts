import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('dials a US number with its country code', () => {
    expect(telHref('(412) 555-0142')).toBe('tel:+14125550142');
    expect(telHref('1-412-555-0142')).toBe('tel:+14125550142');
  });

  it('keeps a number written in international form', () => {
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('leaves other numbers as their digits', () => {
    expect(telHref('555-0142')).toBe('tel:5550142');
  });
});
