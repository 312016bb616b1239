import { z } from 'zod';
import { ANY_INSPECTOR } from '../inspectors/inspector';
import { MAX_SLOT_LIMIT } from './slot';

const id = (name: string) =>
  z
    .string()
    .max(10, `${name} is a service id.`)
    .regex(/^[1-9]\d{0,9}$/, `${name} is a service id.`)
    .transform(Number)
    .optional();

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
  // The order's options: the times answered are those such a visit fits (a default visit without).
  home_size: id('home_size'),
  property_age: id('property_age'),
  /** Add-on service ids, comma-separated. */
  addons: z
    .string()
    .max(200, 'addons is a list of service ids separated by commas.')
    .regex(
      /^(?:[1-9]\d{0,9}(?:,[1-9]\d{0,9})*)?$/,
      'addons is a list of service ids separated by commas.',
    )
    .optional()
    .transform((v) => (v ? [...new Set(v.split(',').map(Number))].sort((a, b) => a - b) : [])),
  units: z.coerce.number().int().min(0).max(50).optional(),
  /** The property's ZIP code (5 digits, or 5+4). */
  zip: z
    .string()
    .max(10)
    .regex(/^\d{5}(?:-\d{4})?$/, 'zip is 5 digits, or 5+4.')
    .optional()
    .transform((v) => v?.slice(0, 5)),
});

export type SlotQuery = z.output<typeof slotQuerySchema>;
