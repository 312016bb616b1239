import { z } from 'zod';
import { MAX_ZIP_LENGTH, zipOf } from './service-areas';

// GET service_area.php: whether the order form asks the ZIP first, and what a ZIP gets.

export const serviceAreaQuerySchema = z.object({
  /** The property's ZIP (5 digits or 5+4); left out: only whether an area is set. */
  zip: z
    .string()
    .max(MAX_ZIP_LENGTH, 'zip is 5 digits, or 5+4.')
    .refine((v) => zipOf(v) !== undefined, 'zip is 5 digits, or 5+4.')
    .transform((v) => zipOf(v)!)
    .optional(),
});

export const serviceAreaAnswerSchema = z.strictObject({
  /** An area is set somewhere: the order form asks the property's ZIP before the rest. */
  restricted: z.boolean(),
  zip: z.string().nullable(),
  /** Someone takes visits at the ZIP (always, when nothing is restricted). */
  covered: z.boolean(),
  /** For a ZIP outside every area: what to do instead (call the phone it names). */
  message: z.string().nullable(),
  /** The travel fee the ZIP adds to the price. */
  travel: z.strictObject({ name: z.string(), cents: z.number().int().min(0) }).nullable(),
});

export type ServiceAreaAnswer = z.infer<typeof serviceAreaAnswerSchema>;
