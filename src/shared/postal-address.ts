import { z } from 'zod';

/**
 * A postal address as the answers spell it (an order's property, a reinspection's booking), in
 * the order they print its fields; addressLine makes the one line of it.
 */
export const postalAddressShape = {
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
};
export type PostalAddress = z.infer<z.ZodObject<typeof postalAddressShape>>;
