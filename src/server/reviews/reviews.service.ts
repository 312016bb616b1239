import { z } from 'zod';
import { limitedText, tooLongMessage } from '../../shared/schema-fields';
import { MAX_PUBLIC_REVIEWS, type Review } from '../../shared/reviews/review';
import type { Db } from '../db/database';
import { foundOr404, notFound } from '../errors';
import { auditTrail } from '../audit/audit.service';
import { publicDataChanged } from '../cache/cache.service';
import { changePublicData } from '../cache/public-change';
import type { Actor } from '../admin/actor';
import {
  countReviews,
  deleteReview,
  findReview,
  insertReview,
  type ReviewFields,
  selectShownReviews,
  updateReview,
} from './reviews.repository';

export type { ReviewFields, ReviewRecord } from './reviews.repository';
export { findReview, selectAllReviews as listAllReviews } from './reviews.repository';

export const REVIEW_NOT_FOUND = 'That review does not exist (it may have been deleted).';

export const REVIEW_MESSAGES = {
  nameMissing: 'Please enter the reviewer’s name.',
  nameTooLong: tooLongMessage('name', 100),
  townTooLong: tooLongMessage('town', 100),
  textMissing: 'Please enter the review text.',
  textTooLong: tooLongMessage('review text', 2000),
  stars: 'Please choose the stars: a whole number from 1 to 5.',
} as const;

const M = REVIEW_MESSAGES;

/** The admin form: text trimmed and length-checked first; stars 1–5; the "shown" checkbox. */
export const reviewInputSchema = z.object({
  name: limitedText(100, { tooLong: M.nameTooLong }).min(1, M.nameMissing),
  town: limitedText(100, { tooLong: M.townTooLong }).default(''),
  text: limitedText(2000, { tooLong: M.textTooLong }).min(1, M.textMissing),
  stars: z.enum(['1', '2', '3', '4', '5'], { error: M.stars }).transform(Number),
  // An unticked checkbox sends nothing.
  shown: z
    .string()
    .optional()
    .transform((v) => v === '1'),
});

const auditReview = auditTrail('review');

/** What the home page shows: the shown reviews, newest first. */
export function listShownReviews(db: Db): Promise<Review[]> {
  return selectShownReviews(db, MAX_PUBLIC_REVIEWS);
}

export async function createReview(db: Db, by: Actor, input: ReviewFields): Promise<number> {
  return changePublicData(db, ['reviews'], async (trx) => {
    const id = await insertReview(trx, input, by.at.toISOString());
    await auditReview(trx, by.id, 'create', id, summary(input));
    return id;
  });
}

export async function editReview(
  db: Db,
  by: Actor,
  id: number,
  input: ReviewFields,
): Promise<void> {
  const before = await foundOr404(findReview(db, id), REVIEW_NOT_FOUND);
  await changePublicData(db, ['reviews'], async (trx) => {
    if (!(await updateReview(trx, id, input, by.at.toISOString())))
      throw notFound(REVIEW_NOT_FOUND);
    await auditReview(trx, by.id, 'update', id, {
      ...summary(input),
      ...(before.shown !== input.shown ? { previousShown: before.shown } : {}),
      ...(before.stars !== input.stars ? { previousStars: before.stars } : {}),
      textChanged: before.text !== input.text,
    });
  });
}

/** Deletes one review; answers its reviewer's name for the message. */
export async function removeReview(db: Db, by: Actor, id: number): Promise<string> {
  const before = await foundOr404(findReview(db, id), REVIEW_NOT_FOUND);
  await changePublicData(db, ['reviews'], async (trx) => {
    if (!(await deleteReview(trx, id))) throw notFound(REVIEW_NOT_FOUND);
    await auditReview(trx, by.id, 'delete', id, summary(before));
  });
  return before.name;
}

/** Seeds demo reviews into a site that has none (the seed runs this once per database). */
export async function addDemoReviews(db: Db, reviews: ReviewFields[], at: string): Promise<void> {
  if ((await countReviews(db)) > 0) return;
  for (const review of reviews) await insertReview(db, review, at);
  await publicDataChanged(db, db, 'reviews');
}

const summary = (r: ReviewFields) => ({
  name: r.name,
  town: r.town,
  stars: r.stars,
  shown: r.shown,
});
