import { z } from 'zod';
import { rowId } from '../schema-fields';
import { SERVICE_CATEGORIES } from './service-categories';

// The answer of services.php (decisions 039, 050). Apart from service.ts, so a page that reads only
// the type (the home page) loads no zod.

/** A priced service as services.php answers it. `price` is dollars; `price_cents` exact. */
export const serviceSchema = z.strictObject({
  id: rowId,
  name: z.string(),
  price: z.number(),
  price_cents: z.number(),
  category: z.enum(SERVICE_CATEGORIES),
  enabled: z.boolean(),
  slug: z.string(),
  description: z.string(),
  /** The minutes the service adds to the visit (a home size's are the base). */
  minutes: z.number().int().nonnegative(),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesAnswerSchema = z.array(serviceSchema);
