import { z } from 'zod';
import { rowId } from '../schema-fields';

// The answer of reviews.php (decision 039). Apart from review.ts, so a page that reads only the
// type (the home page) loads no zod.

/** A customer review as reviews.php answers it (only the ones an administrator chose to show). */
export const reviewSchema = z.strictObject({
  id: rowId,
  name: z.string(),
  town: z.string(),
  text: z.string(),
  /** 1 to 5. */
  stars: z.number(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsAnswerSchema = z.array(reviewSchema);
