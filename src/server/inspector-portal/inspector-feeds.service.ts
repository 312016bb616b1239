import {
  type CalendarLinkAnswer,
  calendarFeedPath,
  FEED_TOKEN_PATTERN,
} from '../../shared/inspector-portal/inspector-schedule';
import { auditTrail } from '../audit/audit.service';
import type { Db } from '../db/database';
import {
  findLiveFeedByHash,
  findLiveFeedOf,
  insertFeed,
  type LiveFeed,
  revokeLiveFeeds,
} from './inspector-feeds.repository';
import { newRandomToken, sha256Hex } from '../auth/session-crypto';

// An inspector's private calendar link (decision 029): 32 random bytes shown once, only their
// SHA-256 kept; a new link revokes the old one, and a revoked or unknown token is the same 404.

const feedAudit = auditTrail('inspector_feed');

/** The inspector acting on their own link: the audit entry's user and the feed's inspector. */
export interface FeedOwner {
  userId: number;
  inspectorId: number;
}

/** Revokes any live link of the inspector and makes a new one; answers its full URL (once). */
export async function createCalendarLink(
  db: Db,
  who: FeedOwner,
  publicUrl: string,
  now: Date,
): Promise<CalendarLinkAnswer> {
  const token = newRandomToken();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const revoked = await revokeLiveFeeds(trx, who.inspectorId, at);
    const id = await insertFeed(trx, {
      inspectorId: who.inspectorId,
      tokenHash: sha256Hex(token),
      now: at,
    });
    await feedAudit(trx, who.userId, revoked.length > 0 ? 'replace' : 'create', id, {
      inspectorId: who.inspectorId,
      ...(revoked.length > 0 ? { revoked } : {}),
    });
  });
  return { url: new URL(calendarFeedPath(token), publicUrl).toString(), createdAt: at };
}

/** Turns the calendar link off; answers whether there was one. */
export async function revokeCalendarLink(db: Db, who: FeedOwner, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revoked = await revokeLiveFeeds(trx, who.inspectorId, now.toISOString());
    for (const id of revoked)
      await feedAudit(trx, who.userId, 'revoke', id, { inspectorId: who.inspectorId });
    return revoked.length > 0;
  });
}

export const liveCalendarLinkOf = (db: Db, inspectorId: number): Promise<LiveFeed | undefined> =>
  findLiveFeedOf(db, inspectorId);

/** The live feed a token opens, or undefined (malformed, unknown and revoked alike). */
export async function feedOfToken(db: Db, token: string): Promise<LiveFeed | undefined> {
  if (!FEED_TOKEN_PATTERN.test(token)) return undefined;
  return findLiveFeedByHash(db, sha256Hex(token));
}
