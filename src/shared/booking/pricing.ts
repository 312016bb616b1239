import type { Service, ServiceCategory } from '../services/service';

/** What pricing needs of a service (services.php answers more). */
export type PricedService = Pick<
  Service,
  'id' | 'name' | 'slug' | 'category' | 'price_cents' | 'enabled'
>;

/** The priced choices of the order form (the cart's form fields). */
export interface PriceSelection {
  homeSizeId: number;
  propertyAgeId: number;
  /** Add-on flags by slug. */
  addons: Record<string, boolean>;
  additionalUnits: number;
  /** Set: a reinspection, priced as the Reinspection service alone. */
  reinspectionOf?: { orderId: number } | null;
}

export interface PriceLine {
  serviceId: number;
  slug: string;
  name: string;
  /** A service's category, or 'travel': the travel zone's fee (src/shared/areas). */
  category: ServiceCategory | 'travel';
  unitCents: number;
  quantity: number;
  amountCents: number;
}

export interface PriceQuote {
  homeSize?: PriceLine;
  propertyAge?: PriceLine;
  addons: PriceLine[];
  additionalUnits?: PriceLine;
  /** Every counted line, in the order above. */
  lines: PriceLine[];
  totalCents: number;
}

const line = (s: PricedService, quantity = 1): PriceLine => ({
  serviceId: s.id,
  slug: s.slug,
  name: s.name,
  category: s.category,
  unitCents: s.price_cents,
  quantity,
  amountCents: s.price_cents * quantity,
});

/** Enabled services of a category, in the order services.php lists them. */
export function enabledOf(services: readonly PricedService[], category: ServiceCategory) {
  return services.filter((s) => s.category === category && s.enabled);
}

/**
 * Total = home size + property age + selected add-ons + additional units × the
 * additional-unit price, in integer cents. Disabled or unknown services never count.
 */
export function priceOrder(
  services: readonly PricedService[],
  selection: PriceSelection,
): PriceQuote {
  if (selection.reinspectionOf) {
    const service = enabledOf(services, 'reinspection')[0];
    const lines = service ? [line(service)] : [];
    return { addons: [], lines, totalCents: service?.price_cents ?? 0 };
  }
  const pick = (category: ServiceCategory, id: number) =>
    enabledOf(services, category).find((s) => s.id === id);
  const home = pick('home_size', selection.homeSizeId);
  const age = pick('property_age', selection.propertyAgeId);
  const addons = enabledOf(services, 'addon')
    .filter((s) => selection.addons[s.slug] === true)
    .map((s) => line(s));
  const unitService = enabledOf(services, 'additional_unit')[0];
  const units = Math.max(0, Math.trunc(selection.additionalUnits || 0));

  const quote: PriceQuote = {
    homeSize: home && line(home),
    propertyAge: age && line(age),
    addons,
    additionalUnits: unitService && units > 0 ? line(unitService, units) : undefined,
    lines: [],
    totalCents: 0,
  };
  quote.lines = [quote.homeSize, quote.propertyAge, ...addons, quote.additionalUnits].filter(
    (l): l is PriceLine => l !== undefined,
  );
  quote.totalCents = quote.lines.reduce((sum, l) => sum + l.amountCents, 0);
  return quote;
}

/** Defaults: the first enabled home size and property age. */
export function defaultSelection(services: readonly PricedService[]): PriceSelection {
  return {
    homeSizeId: enabledOf(services, 'home_size')[0]?.id ?? 0,
    propertyAgeId: enabledOf(services, 'property_age')[0]?.id ?? 0,
    addons: {},
    additionalUnits: 0,
  };
}

/** The quote with the travel zone's fee as a last "Travel" line (none when 0). */
export function withTravel(quote: PriceQuote, travelCents: number): PriceQuote {
  if (travelCents <= 0) return quote;
  const travel: PriceLine = {
    serviceId: 0,
    slug: 'travel',
    name: 'Travel',
    category: 'travel',
    unitCents: travelCents,
    quantity: 1,
    amountCents: travelCents,
  };
  return { ...quote, lines: [...quote.lines, travel], totalCents: quote.totalCents + travelCents };
}
