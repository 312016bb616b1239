import { describe, expect, it } from 'vitest';
import {
  CONTENT_ROUTES,
  HOME_CREDENTIALS_SLUG,
  HOME_SERVICE_AREA_SLUG,
  HOME_SLUG,
  publicPathOf,
} from './site-routes';

describe('publicPathOf', () => {
  it('finds each content page where the site routes it', () => {
    for (const route of CONTENT_ROUTES) expect(publicPathOf(route.slug)).toBe(route.path);
    expect(publicPathOf('radon-test-overview')).toBe('/radon-test');
  });

  it('puts the home page and its two blocks at /', () => {
    for (const slug of [HOME_SLUG, HOME_CREDENTIALS_SLUG, HOME_SERVICE_AREA_SLUG])
      expect(publicPathOf(slug)).toBe('/');
  });

  it('has no path for a page only the API reaches', () => {
    expect(publicPathOf('inspection-agreement')).toBeUndefined();
    expect(publicPathOf('no-such-page')).toBeUndefined();
  });
});
