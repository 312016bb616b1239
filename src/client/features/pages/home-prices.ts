import type { Service, ServiceCategory } from '../../../shared/services/service';

export interface PriceLine {
  slug: string;
  name: string;
  description: string;
  priceCents: number;
}

export interface HomePrices {
  /** The cheapest inspection: the smallest home size plus the lowest property-age adjustment. */
  inspectionFromCents?: number;
  addons: PriceLine[];
  /** Price of each living unit beyond the first. */
  additionalUnit?: PriceLine;
}

const enabledOf = (services: readonly Service[], category: ServiceCategory) =>
  services.filter((s) => s.enabled && s.category === category);

const lowest = (services: readonly Service[]) =>
  services.length === 0 ? undefined : Math.min(...services.map((s) => s.price_cents));

const line = (s: Service): PriceLine => ({
  slug: s.slug,
  name: s.name,
  description: s.description,
  priceCents: s.price_cents,
});

/** The home page's "from" prices, from the live services (disabled ones left out). */
export function homePrices(services: readonly Service[]): HomePrices {
  const size = lowest(enabledOf(services, 'home_size'));
  const age = lowest(enabledOf(services, 'property_age')) ?? 0;
  const unit = enabledOf(services, 'additional_unit')[0];
  return {
    inspectionFromCents: size === undefined ? undefined : size + age,
    addons: enabledOf(services, 'addon').map(line),
    additionalUnit: unit && line(unit),
  };
}
