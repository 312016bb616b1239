import type { WaitlistServices } from '../../../shared/waitlist/waitlist';

/** The services of the order form's visit query (visitQuery: '' is the default visit). */
export function servicesOfVisitQuery(query: string): WaitlistServices {
  const p = new URLSearchParams(query.replace(/^&/, ''));
  const id = (name: string) => {
    const n = Number(p.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const homeSizeId = id('home_size');
  const propertyAgeId = id('property_age');
  return {
    ...(homeSizeId ? { homeSizeId } : {}),
    ...(propertyAgeId ? { propertyAgeId } : {}),
    addonIds: (p.get('addons') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    units: Number(p.get('units')) || 0,
  };
}
