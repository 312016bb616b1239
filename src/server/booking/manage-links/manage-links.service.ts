import {
  MANAGE_LINK_DAYS_AFTER,
  MANAGE_LINK_DEAD,
  MANAGE_TOKEN_PATTERN,
  type ManageLinkRefusal,
  manageLinkPath,
} from '../../../shared/portal/manage-link';
import { findOrder } from '../orders-list.service';
import type { Db } from '../../db/database';
import { HttpError } from '../../errors';
import { findUserById, type User } from '../../users/users.service';
import {
  deleteManageLinksBefore,
  findManageLinkByHash,
  insertManageLink,
  spendManageLink,
} from './manage-links.repository';
import { newRandomToken, sha256Hex } from '../../auth/session-crypto';

// "Manage your inspection" links in e-mails: a random token (only its SHA-256 is stored) that a
// click on the page spends, never the opening of it (mail scanners open links).

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link to the order's page for an e-mail queued in `trx`; answers the absolute URL. */
export async function issueManageLink(
  trx: Db,
  order: { id: number; slotStart: string },
  now: Date,
  publicUrl: string,
): Promise<string> {
  const token = newRandomToken();
  // Lives until a while after the inspection (reports come later), never less than that from now.
  const from = Math.max(Date.parse(order.slotStart) || 0, now.getTime());
  await insertManageLink(trx, {
    orderId: order.id,
    tokenHash: sha256Hex(token),
    now: now.toISOString(),
    expiresAt: new Date(from + MANAGE_LINK_DAYS_AFTER * DAY_MS).toISOString(),
  });
  return `${publicUrl}${manageLinkPath(token)}`;
}

/** A link that opens nothing: 404 with the one sentence and why (the page shows both). */
export class ManageLinkRefused extends HttpError {
  constructor(readonly reason: ManageLinkRefusal) {
    super(404, MANAGE_LINK_DEAD, { reason });
  }
}

export type ManageLinkOutcome =
  | { opened: true; orderId: number; user: User }
  | { opened: false; reason: ManageLinkRefusal; orderId?: number; userId?: number };

/**
 * The button's press: spends a live link once and answers the order and its customer to sign in.
 * A used or expired link answers why, with its order's customer, so a browser already signed in
 * as that customer can still be taken to the order.
 */
export async function openManageLink(db: Db, token: string, now: Date): Promise<ManageLinkOutcome> {
  const nowIso = now.toISOString();
  const link = MANAGE_TOKEN_PATTERN.test(token)
    ? await findManageLinkByHash(db, sha256Hex(token))
    : undefined;
  if (!link) return { opened: false, reason: 'unknown' };
  const order = await findOrder(db, link.orderId);
  const user = order?.userId ? await findUserById(db, order.userId) : undefined;
  if (!order || !user) return { opened: false, reason: 'unknown' };
  const spent = await spendManageLink(db, link.id, nowIso);
  if (!spent) {
    const reason =
      link.usedAt !== null || Date.parse(link.expiresAt) > now.getTime() ? 'used' : 'expired';
    return { opened: false, reason, orderId: order.id, userId: user.id };
  }
  await deleteManageLinksBefore(
    db,
    new Date(now.getTime() - MANAGE_LINK_DAYS_AFTER * DAY_MS).toISOString(),
  );
  return { opened: true, orderId: order.id, user };
}
