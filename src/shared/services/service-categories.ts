export const SERVICE_CATEGORIES = [
  'home_size',
  'property_age',
  'addon',
  'additional_unit',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
