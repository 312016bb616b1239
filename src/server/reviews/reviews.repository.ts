import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import type { ReviewsTable } from '../db/schema';
import { toIso } from '../db/values';
import type { Review } from '../../shared/reviews/review';
import { countRows, touchedAny } from '../db/row-counts';
import { insertedId } from '../db/inserts';

// The only writer of the reviews table.

export interface ReviewFields {
  name: string;
  town: string;
  text: string;
  stars: number;
  shown: boolean;
}

export interface ReviewRecord extends ReviewFields {
  id: number;
  updatedAt: string;
}

const columns = ['id', 'name', 'town', 'text', 'stars', 'shown', 'updated_at'] as const;

const toRecord = (row: Pick<Selectable<ReviewsTable>, (typeof columns)[number]>): ReviewRecord => ({
  id: row.id,
  name: row.name,
  town: row.town,
  text: row.text,
  stars: row.stars,
  shown: row.shown === 1,
  updatedAt: toIso(row.updated_at),
});

const toRow = (r: ReviewFields) => ({
  name: r.name,
  town: r.town,
  text: r.text,
  stars: r.stars,
  shown: r.shown ? 1 : 0,
});

// The admin's reads: every column, mapped by toRecord.
const recordRows = (db: Db) => db.selectFrom('reviews').select(columns);

/** The shown reviews, newest first, at most `limit`. */
export async function selectShownReviews(db: Db, limit: number): Promise<Review[]> {
  const rows = await db
    .selectFrom('reviews')
    .select(['id', 'name', 'town', 'text', 'stars'])
    .where('shown', '=', 1)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows;
}

export async function selectAllReviews(db: Db): Promise<ReviewRecord[]> {
  const rows = await recordRows(db).orderBy('id', 'desc').execute();
  return rows.map(toRecord);
}

export async function findReview(db: Db, id: number): Promise<ReviewRecord | undefined> {
  return firstRow(recordRows(db).where('id', '=', id), toRecord);
}

export async function countReviews(db: Db): Promise<number> {
  return countRows(db.selectFrom('reviews'));
}

export async function insertReview(db: Db, review: ReviewFields, now: string): Promise<number> {
  return insertedId(
    db.insertInto('reviews').values({ ...toRow(review), created_at: now, updated_at: now }),
  );
}

export async function updateReview(
  db: Db,
  id: number,
  review: ReviewFields,
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('reviews')
      .set({ ...toRow(review), updated_at: now })
      .where('id', '=', id),
  );
}

export async function deleteReview(db: Db, id: number): Promise<boolean> {
  return touchedAny(db.deleteFrom('reviews').where('id', '=', id));
}
