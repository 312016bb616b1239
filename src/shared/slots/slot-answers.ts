import { z } from 'zod';
import { instant, rowId } from '../schema-fields';

// The answer of get_slots.php (decisions 039, 050). Apart from slot.ts, so a page that reads only
// the type (the home page) loads no zod.

/** A bookable inspection slot as the API answers it. `start` is ISO-8601 UTC. */
export const slotSchema = z.strictObject({ id: rowId, start: instant, title: z.string() });
export type Slot = z.infer<typeof slotSchema>;

export const slotsAnswerSchema = z.array(slotSchema);
