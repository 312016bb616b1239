import { z } from 'zod';
import { limitedString } from '../limited-text';

export const pageQuerySchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  slug: limitedString(200)
    .regex(/^[a-z0-9-]{1,200}$/, 'slug may use lower-case letters, digits and dashes')
    .optional(),
});
