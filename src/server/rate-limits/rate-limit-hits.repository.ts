import type { Db } from '../db/database';
import { insertedId } from '../db/inserts';
import { rowsTouched } from '../db/row-counts';

// Owner of rate_limit_hits: the tries each per-client limit has counted.

export interface Hit {
  bucket: string;
  clientKey: string;
  at: string;
}

export function recordHit(db: Db, hit: Hit): Promise<number> {
  return insertedId(
    db.insertInto('rate_limit_hits').values({
      bucket: hit.bucket,
      client_key: hit.clientKey,
      at: hit.at,
    }),
  );
}

/**
 * The client's tries after `since` up to and including hit `id` (the ones counted before it, and
 * it), and when the oldest of them was made.
 */
export async function hitsUpTo(
  db: Db,
  of: { bucket: string; clientKey: string; since: string; id: number },
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('at').as('oldest')])
    .where((eb) =>
      eb.and([
        eb('bucket', '=', of.bucket),
        eb('client_key', '=', of.clientKey),
        eb('at', '>', of.since),
        eb('id', '<=', of.id),
      ]),
    )
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/** A refused try is not counted: the limit counts what it let through. */
export async function forgetHit(db: Db, id: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('id', '=', id).execute();
}

/** Deletes the tries made before `before` (out of every window by then); answers how many. */
export function deleteHitsBefore(db: Db, before: string): Promise<number> {
  return rowsTouched(db.deleteFrom('rate_limit_hits').where('at', '<', before));
}
