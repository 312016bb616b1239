import {
  REALTOR_LINK_DEAD,
  REALTOR_TOKEN_PATTERN,
  type RealtorLinkRefusal,
  realtorLinkExpiry,
  realtorLinkPath,
  realtorLinkState,
} from '../../shared/realtor-access/realtor-access';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../errors';
import { findOrder } from '../booking/orders-list.service';
import { realtorLinkDays } from '../settings/realtor-links.service';
import {
  countTriesSince,
  deleteDeadGrants,
  deleteTriesBefore,
  ordersGrantedTo,
  findLinkByHash,
  findLiveLinks,
  insertGrant,
  insertLink,
  insertTry,
  type RealtorLink,
  revokeLiveLinks,
} from './realtor-access.repository';
import { newRandomToken, sha256Hex } from '../auth/session-crypto';

// A realtor's link to one order's reports, without an account (docs/portal.md, decision 023).
// Opening the link spends nothing; its button's POST checks the token and grants the browser
// session that one order. Every use checks the link again, so Revoke ends access at once.

export type { RealtorLink };

const HOUR_MS = 60 * 60 * 1000;
/** Presses of a link's button per client address per hour: plenty for people, useless for guessing. */
export const REALTOR_TRIES_PER_IP_HOUR = 30;
export const REALTOR_TOO_MANY =
  'Too many tries from your network. Please wait a while and try again.';

/** Issues a new link for the order; answers its path, `/realtor/<token>` (the token is shown once). */
export async function issueRealtorLink(db: Db, orderId: number, now: Date): Promise<string> {
  if (!(await findOrder(db, orderId))) throw notFound('Order not found.');
  const token = newRandomToken();
  const days = await realtorLinkDays.get(db);
  await insertLink(db, {
    orderId,
    tokenHash: sha256Hex(token),
    now: now.toISOString(),
    expiresAt: realtorLinkExpiry(now, days).toISOString(),
  });
  return realtorLinkPath(token);
}

export function liveRealtorLinks(db: Db, orderId: number, now: Date): Promise<RealtorLink[]> {
  return findLiveLinks(db, orderId, now.toISOString());
}

/** Revokes every live link of the order (and so every session it let in); answers how many. */
export function revokeRealtorLinks(db: Db, orderId: number, now: Date): Promise<number> {
  return revokeLiveLinks(db, orderId, now.toISOString());
}

/** A dead link's answer: 404 with the one sentence and why (the page shows both). */
export class RealtorLinkRefused extends HttpError {
  constructor(readonly reason: RealtorLinkRefusal) {
    super(404, REALTOR_LINK_DEAD, { reason });
  }
}

async function refuseOverLimit(db: Db, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const { count, oldest } = await countTriesSince(db, ip, since);
  if (count < REALTOR_TRIES_PER_IP_HOUR) return;
  const waitMs = oldest ? Date.parse(oldest) + HOUR_MS - now.getTime() : HOUR_MS;
  throw new HttpError(429, REALTOR_TOO_MANY, undefined, Math.max(1, waitMs / 1000));
}

/**
 * The button's press: counts it for the client's limit, checks the token and grants the session
 * the link's order. Answers the order id; a dead or unknown link is a RealtorLinkRefused.
 */
export async function openRealtorLink(
  db: Db,
  press: { token: string; sessionId: string; ip: string; now: Date },
): Promise<number> {
  await refuseOverLimit(db, press.ip, press.now);
  const now = press.now.toISOString();
  type Outcome = { refused: RealtorLinkRefusal } | { orderId: number };
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    await insertTry(trx, press.ip, now);
    await deleteTriesBefore(trx, new Date(press.now.getTime() - HOUR_MS).toISOString());
    await deleteDeadGrants(trx, now);
    const link = REALTOR_TOKEN_PATTERN.test(press.token)
      ? await findLinkByHash(trx, sha256Hex(press.token))
      : undefined;
    if (!link) return { refused: 'unknown' };
    const state = realtorLinkState(link, press.now);
    if (state !== 'live') return { refused: state };
    await insertGrant(trx, {
      sessionId: press.sessionId,
      linkId: link.id,
      orderId: link.orderId,
      now,
    });
    return { orderId: link.orderId };
  });
  if ('refused' in outcome) throw new RealtorLinkRefused(outcome.refused);
  return outcome.orderId;
}

/** Orders this browser session may see now (its grants through links still live). */
export function grantedOrderIds(db: Db, sessionId: string, now: Date): Promise<number[]> {
  return ordersGrantedTo(db, sessionId, now.toISOString());
}
