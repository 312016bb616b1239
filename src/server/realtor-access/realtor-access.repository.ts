import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import { hasAnyRow, rowsTouched } from '../db/row-counts';
import type { Database } from '../db/schema';
import { toIso } from '../db/values';

// The only writer of realtor_links, realtor_grants and realtor_access_tries.

export interface RealtorLink {
  id: number;
  orderId: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

const linkColumns = ['id', 'order_id', 'created_at', 'expires_at', 'revoked_at'] as const;

function toLink(row: {
  id: number;
  order_id: number;
  created_at: string | Date;
  expires_at: string | Date;
  revoked_at: string | Date | null;
}): RealtorLink {
  return {
    id: row.id,
    orderId: row.order_id,
    createdAt: toIso(row.created_at),
    expiresAt: toIso(row.expires_at),
    revokedAt: row.revoked_at === null ? null : toIso(row.revoked_at),
  };
}

export async function insertLink(
  db: Db,
  link: { orderId: number; tokenHash: string; now: string; expiresAt: string },
): Promise<number> {
  const row = await db
    .insertInto('realtor_links')
    .values({
      order_id: link.orderId,
      token_hash: link.tokenHash,
      created_at: link.now,
      expires_at: link.expiresAt,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findLinkByHash(db: Db, tokenHash: string): Promise<RealtorLink | undefined> {
  return firstRow(
    db.selectFrom('realtor_links').select(linkColumns).where('token_hash', '=', tokenHash),
    toLink,
  );
}

/** The order's links neither revoked nor expired at `now`. */
const liveLinksOf =
  (orderId: number, now: string) => (eb: ExpressionBuilder<Database, 'realtor_links'>) =>
    eb.and([
      eb('order_id', '=', orderId),
      eb('revoked_at', 'is', null),
      eb('expires_at', '>', now),
    ]);

/** The order's live links, newest first. */
export async function findLiveLinks(db: Db, orderId: number, now: string): Promise<RealtorLink[]> {
  const rows = await db
    .selectFrom('realtor_links')
    .select(linkColumns)
    .where(liveLinksOf(orderId, now))
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map(toLink);
}

/** Revokes every live link of the order and drops the grants they started; answers how many. */
export async function revokeLiveLinks(db: Db, orderId: number, now: string): Promise<number> {
  const live = db.selectFrom('realtor_links').select('id').where(liveLinksOf(orderId, now));
  await db.deleteFrom('realtor_grants').where('link_id', 'in', live).execute();
  return rowsTouched(
    db.updateTable('realtor_links').set({ revoked_at: now }).where(liveLinksOf(orderId, now)),
  );
}

/** The session's grant for this link, made once (a second press keeps the first). */
export async function insertGrant(
  db: Db,
  grant: { sessionId: string; linkId: number; orderId: number; now: string },
): Promise<void> {
  const granted = await hasAnyRow(
    db
      .selectFrom('realtor_grants')
      .where((eb) => eb.and({ session_id: grant.sessionId, link_id: grant.linkId })),
  );
  if (granted) return;
  await db
    .insertInto('realtor_grants')
    .values({
      session_id: grant.sessionId,
      link_id: grant.linkId,
      order_id: grant.orderId,
      created_at: grant.now,
    })
    .execute();
}

/** Orders the session holds a grant for through a link still live at `now`. */
export async function ordersGrantedTo(db: Db, sessionId: string, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('realtor_grants as g')
    .innerJoin('realtor_links as l', 'l.id', 'g.link_id')
    .select('g.order_id')
    .distinct()
    .where('g.session_id', '=', sessionId)
    .where('l.revoked_at', 'is', null)
    .where('l.expires_at', '>', now)
    .limit(50)
    .execute();
  return rows.map((r) => r.order_id);
}

/** Grants whose link has expired: nothing reads them any more. */
export async function deleteDeadGrants(db: Db, now: string): Promise<number> {
  const dead = db.selectFrom('realtor_links').select('id').where('expires_at', '<=', now);
  return rowsTouched(db.deleteFrom('realtor_grants').where('link_id', 'in', dead));
}

export async function insertTry(db: Db, ip: string, now: string): Promise<void> {
  await db.insertInto('realtor_access_tries').values({ ip, created_at: now }).execute();
}

/** Presses from this client after `since`, and the oldest of them (for Retry-After). */
export async function countTriesSince(
  db: Db,
  ip: string,
  since: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('realtor_access_tries')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.n),
    oldest: row.oldest === null || row.oldest === undefined ? null : toIso(row.oldest),
  };
}

export async function deleteTriesBefore(db: Db, before: string): Promise<number> {
  return rowsTouched(db.deleteFrom('realtor_access_tries').where('created_at', '<=', before));
}
