import { z } from 'zod';
import { rowId } from '../schema-fields';

// The answer of pages.php (decisions 039, 050). Apart from page.ts, so a page that reads only the
// type loads no zod.

export const pageSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  content: z.string(),
  slug: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/** One page when asked by id or slug, else every page. */
export const pagesAnswerSchema = z.union([pageSchema, z.array(pageSchema)]);
