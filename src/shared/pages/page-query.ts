import { z } from 'zod';

export const pageQuerySchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/, 'slug may use lower-case letters, digits and dashes')
    .optional(),
});
