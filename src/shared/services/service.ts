export { SERVICE_CATEGORIES, type ServiceCategory } from './service-categories';
/** A priced service as services.php answers it: the type of its schema (decision 039). */
export type { Service } from './service-answers';

// The add-on slugs the order form's rules refer to (their slugs cannot be changed in admin).
export const ADDON_SLUGS = {
  pest: 'pest-inspection',
  radon: 'radon-inspection',
  radonEarly: 'radon-early',
} as const;
