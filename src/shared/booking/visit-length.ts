import type { Service } from '../services/service';
import { type PricedService, type PriceLine, priceOrder } from './pricing';

// How long a visit takes: the home size's minutes are the base, and the property age, each add-on
// and each additional unit add theirs. A visit longer than the full-day threshold (Advanced, in
// hours) is a full-day visit: it fills the inspector's day and the policy's full-day fee applies.

/** The base when the home size states no minutes (a site set up before visits had a length). */
export const DEFAULT_VISIT_MINUTES = 180;
/** The threshold when Advanced sets none: over 5 hours is a full day. */
export const DEFAULT_FULL_DAY_HOURS = 5;
/** Bounds of what a service may add and of the threshold, so a typo cannot make a week-long visit. */
export const MAX_SERVICE_MINUTES = 12 * 60;
export const MAX_FULL_DAY_HOURS = 24;

export type TimedService = Pick<Service, 'id' | 'category' | 'minutes'>;

export interface VisitLength {
  minutes: number;
  fullDay: boolean;
}

/** The visit's minutes for the priced lines of an order (only the counted services add time). */
export function visitMinutesOf(services: readonly TimedService[], lines: readonly PriceLine[]) {
  let base = 0;
  let extra = 0;
  for (const line of lines) {
    const minutes = services.find((s) => s.id === line.serviceId)?.minutes ?? 0;
    // A reinspection is booked alone: its length is the whole visit's base.
    if (line.category === 'home_size' || line.category === 'reinspection') base = minutes;
    else extra += minutes * line.quantity;
  }
  return (base > 0 ? base : DEFAULT_VISIT_MINUTES) + extra;
}

/** Over the threshold (0: never) is a full day. */
export const isFullDayVisit = (minutes: number, thresholdHours: number) =>
  thresholdHours > 0 && minutes > thresholdHours * 60;

export function visitLengthOf(
  services: readonly TimedService[],
  lines: readonly PriceLine[],
  thresholdHours: number,
): VisitLength {
  const minutes = visitMinutesOf(services, lines);
  return { minutes, fullDay: isFullDayVisit(minutes, thresholdHours) };
}

/** "3 h 30 min", "4 h", "45 min". */
export function visitLengthText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The order's options as the slot lists take them (ids; left out: the first enabled choice). */
export interface VisitOptions {
  homeSizeId?: number;
  propertyAgeId?: number;
  addonIds: readonly number[];
  units: number;
}

/** The minutes of a visit with these options, priced as the order form prices them. */
export function visitMinutesOfOptions(
  services: readonly (TimedService & PricedService)[],
  o: VisitOptions,
): number {
  const first = (c: string) => services.find((s) => s.category === c && s.enabled)?.id ?? 0;
  const addons = Object.fromEntries(
    services
      .filter((s) => s.category === 'addon' && o.addonIds.includes(s.id))
      .map((s) => [s.slug, true]),
  );
  const quote = priceOrder(services, {
    homeSizeId: o.homeSizeId ?? first('home_size'),
    propertyAgeId: o.propertyAgeId ?? first('property_age'),
    addons,
    additionalUnits: o.units,
  });
  return visitMinutesOf(services, quote.lines);
}

/**
 * The options as get_slots.php takes them ("&home_size=…&addons=…"); empty for the default
 * visit (the first home size and age, nothing added), whose list the page already has.
 */
export function visitQuery(services: readonly PricedService[], o: VisitOptions): string {
  const first = (c: string) => services.find((s) => s.category === c && s.enabled)?.id;
  const addons = [...o.addonIds].sort((a, b) => a - b);
  const isDefault =
    (o.homeSizeId ?? first('home_size')) === first('home_size') &&
    (o.propertyAgeId ?? first('property_age')) === first('property_age') &&
    addons.length === 0 &&
    o.units === 0;
  if (isDefault) return '';
  return [
    o.homeSizeId ? `&home_size=${o.homeSizeId}` : '',
    o.propertyAgeId ? `&property_age=${o.propertyAgeId}` : '',
    addons.length ? `&addons=${addons.join(',')}` : '',
    o.units ? `&units=${o.units}` : '',
  ].join('');
}
