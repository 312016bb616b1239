import { z } from 'zod';
import { MAX_SLOT_LIMIT } from './slot';

export const slotQuerySchema = z.object({
  future: z.enum(['true', 'false', '1', '0']).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_SLOT_LIMIT).optional(),
});
