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

/** The parts that have text, trimmed, joined by the separator. */
export const joinedParts = (parts: string[], separator: string) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(separator);

/** "12 Walnut St, Apt 2, Pittsburgh, PA 15232": an empty part leaves no stray comma. */
export function addressLine(a: PostalAddress): string {
  return joinedParts([a.address1, a.address2, a.city, joinedParts([a.state, a.zip], ' ')], ', ');
}
