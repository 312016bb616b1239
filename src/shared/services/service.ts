export const SERVICE_CATEGORIES = [
  'home_size',
  'property_age',
  'addon',
  'additional_unit',
  /** Checks a report's repair request again; booked on its own (never with an inspection). */
  'reinspection',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** A priced service as services.php answers it. `price` is dollars; `price_cents` exact. */
export interface Service {
  id: number;
  name: string;
  price: number;
  price_cents: number;
  category: ServiceCategory;
  enabled: boolean;
  slug: string;
  description: string;
  /** The minutes the service adds to the visit (a home size's are the base). */
  minutes: number;
}

// The add-on slugs the order form's rules refer to (their slugs cannot be changed in admin).
export const ADDON_SLUGS = {
  pest: 'pest-inspection',
  radon: 'radon-inspection',
  radonEarly: 'radon-early',
} as const;
