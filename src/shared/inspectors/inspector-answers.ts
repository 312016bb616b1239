import { z } from 'zod';
import { rowId } from '../schema-fields';

// The answer of inspectors.php (decisions 039, 050). Apart from inspector.ts, so a page that reads
// only the type loads no zod.

/** An inspector as the site shows them (only those the administrator marked as shown). */
export const publicInspectorSchema = z.strictObject({
  id: rowId,
  name: z.string(),
  bio: z.string(),
  licenceNumber: z.string(),
  /** The photo's URL, or null when there is none. */
  photoUrl: z.string().nullable(),
});
export type PublicInspector = z.infer<typeof publicInspectorSchema>;

export const inspectorsAnswerSchema = z.array(publicInspectorSchema);
