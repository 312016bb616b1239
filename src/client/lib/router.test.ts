import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes';
import { matchSiteRoute, routeParser } from './router';

// Every render matches the path against every route: each route's pattern is built once.
describe('the route parser', () => {
  it('builds a route’s pattern once and matches as regexparam does', () => {
    const first = routeParser('/thank-you/:id');
    expect(routeParser('/thank-you/:id')).toBe(first);
    expect(routeParser('/thank-you/:id', true)).not.toBe(first);
    expect(first.keys).toEqual(['id']);
    expect(first.pattern.exec('/thank-you/12')?.[1]).toBe('12');
    expect(matchSiteRoute(routes, '/home-inspection')?.path).toBe('/home-inspection');
    expect(matchSiteRoute(routes, '/no-such-page')?.path).toBe('*');
  });
});
