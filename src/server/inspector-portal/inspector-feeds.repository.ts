import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import { toIso } from '../db/values';

// The only writer of inspector_feeds: one live token per inspector at most (a new one revokes
// the old in the same transaction); only the token's SHA-256 is kept.

export interface LiveFeed {
  id: number;
  inspectorId: number;
  createdAt: string;
}

/** Revokes every live token of the inspector; answers the ids revoked. */
export async function revokeLiveFeeds(db: Db, inspectorId: number, now: string): Promise<number[]> {
  const rows = await db
    .updateTable('inspector_feeds')
    .set({ revoked_at: now })
    .where('inspector_id', '=', inspectorId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A new token of the inspector's feed, made at `now`. */
export interface NewFeed {
  inspectorId: number;
  tokenHash: string;
  now: string;
}

export async function insertFeed(db: Db, feed: NewFeed): Promise<number> {
  const row = await db
    .insertInto('inspector_feeds')
    .values({
      inspector_id: feed.inspectorId,
      token_hash: feed.tokenHash,
      created_at: feed.now,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest live token with this hash (at most one has it) or of this inspector. */
async function findLiveFeed(
  db: Db,
  by: { token_hash: string } | { inspector_id: number },
): Promise<LiveFeed | undefined> {
  return firstRow(
    db
      .selectFrom('inspector_feeds')
      .select(['id', 'inspector_id', 'created_at'])
      .where((eb) => eb.and({ ...by, revoked_at: null }))
      .orderBy('id', 'desc'),
    (row) => ({ id: row.id, inspectorId: row.inspector_id, createdAt: toIso(row.created_at) }),
  );
}

export const findLiveFeedByHash = (db: Db, tokenHash: string) =>
  findLiveFeed(db, { token_hash: tokenHash });

export const findLiveFeedOf = (db: Db, inspectorId: number) =>
  findLiveFeed(db, { inspector_id: inspectorId });
