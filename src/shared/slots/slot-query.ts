import { z } from 'zod';
import { ANY_INSPECTOR } from '../inspectors/inspector';
import { MAX_SLOT_LIMIT } from './slot';

export const slotQuerySchema = z.object({
  future: z.enum(['true', 'false', '1', '0']).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_SLOT_LIMIT).optional(),
  /** A named inspector's id, or "any" (the default: free times merged across inspectors). */
  inspector: z
    .string()
    .max(12)
    .regex(/^(?:any|[1-9]\d{0,9})$/, 'inspector is "any" or an inspector id.')
    .optional()
    .transform((v) => (v === undefined || v === ANY_INSPECTOR ? undefined : Number(v))),
});
