export const SERVICE_CATEGORIES = [
  'home_size',
  'property_age',
  'addon',
  'additional_unit',
  /** Checks a report's repair request again; booked on its own (never with an inspection). */
  'reinspection',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
