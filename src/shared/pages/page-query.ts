import { z } from 'zod';
import { limitedString } from '../schema-fields';

export const pageQuerySchema = z.object({
  // Ids are 32-bit integers in the database: a larger one could only fail there.
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  slug: limitedString(200)
    .regex(/^[a-z0-9-]{1,200}$/, 'slug may use lower-case letters, digits and dashes')
    .optional(),
});
