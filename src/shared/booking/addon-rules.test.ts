import { describe, expect, it } from 'vitest';
import { applyAddonRules, breaksRadonRule, isAddonOffered } from './addon-rules';

describe('radon rules', () => {
  it('offers radon-early only with radon-inspection', () => {
    expect(isAddonOffered('radon-early', {})).toBe(false);
    expect(isAddonOffered('radon-early', { 'radon-inspection': false })).toBe(false);
    expect(isAddonOffered('radon-early', { 'radon-inspection': true })).toBe(true);
    expect(isAddonOffered('pest-inspection', {})).toBe(true);
    expect(isAddonOffered('radon-inspection', {})).toBe(true);
  });

  it('turns radon-early off when radon-inspection is off', () => {
    expect(applyAddonRules({ 'radon-inspection': false, 'radon-early': true })).toEqual({
      'radon-inspection': false,
      'radon-early': false,
    });
    expect(applyAddonRules({ 'radon-early': true, 'pest-inspection': true })).toEqual({
      'radon-early': false,
      'pest-inspection': true,
    });
  });

  it('leaves valid choices untouched', () => {
    const both = { 'radon-inspection': true, 'radon-early': true };
    expect(applyAddonRules(both)).toBe(both);
    const none = { 'pest-inspection': true };
    expect(applyAddonRules(none)).toBe(none);
  });

  it('spots early results without the radon test', () => {
    expect(breaksRadonRule({ 'radon-early': true })).toBe(true);
    expect(breaksRadonRule({ 'radon-early': true, 'radon-inspection': true })).toBe(false);
    expect(breaksRadonRule({ 'radon-early': false })).toBe(false);
  });
});
