/** A customer review as reviews.php answers it: the type of its schema (decision 039). */
export type { Review } from './review-answers';

export const MAX_STARS = 5;
// The home page shows a handful; the API never answers more than this (bounded work).
export const MAX_PUBLIC_REVIEWS = 50;

/** "4 out of 5 stars": what a screen reader hears instead of the star glyphs. */
export function starsLabel(stars: number): string {
  return `${stars} out of ${MAX_STARS} stars`;
}

/** "★★★★☆" */
export function starGlyphs(stars: number): string {
  const whole = Math.min(MAX_STARS, Math.max(0, Math.round(stars)));
  return '★'.repeat(whole) + '☆'.repeat(MAX_STARS - whole);
}
