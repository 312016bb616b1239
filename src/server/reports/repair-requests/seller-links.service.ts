import {
  creditTotal,
  REPAIR_REQUEST_MESSAGES as M,
  SELLER_TOKEN_PATTERN,
  sellerLinkPath,
  type SellerRequest,
} from '../../../shared/reports/repair-requests';
import { realtorLinkState } from '../../../shared/realtor-access/realtor-access';
import type { WebReport } from '../../../shared/reports/web-report';
import { auditTrail } from '../../audit/audit.service';
import { newRandomToken, sha256Hex } from '../../auth/session-crypto';
import type { Db } from '../../db/database';
import { toIso } from '../../db/values';
import type { Env } from '../../env';
import { HttpError, notFound } from '../../errors';
import { createSlidingWindowLimiter } from '../../rate-limits/sliding-window-limiter';
import { getSiteSettings } from '../../settings/settings.service';
import { sellerLinkDays } from '../../settings/seller-links.service';
import { publishedVersion } from '../published/publish.service';
import {
  insertLink,
  type RepairRequestRow,
  revokeLink,
  selectLink,
  selectLinkByHash,
  selectRequest,
} from './repair-requests.repository';
import { type RepairActor, repairRequestAnswer } from './repair-requests.service';

// The seller's read-only link to one repair request: a random token shown once and stored only as
// its SHA-256, an expiry from the setting, Revoke at once. Opening it shows the property address,
// the business and the findings asked for: no prices of the inspection, no other finding, no
// client's name or address book.

const auditRequests = auditTrail('repair_request');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens of seller's links per client address: plenty for people, useless for guessing. */
export const sellerOpenLimiter = createSlidingWindowLimiter<string>({
  bucket: 'seller-link',
  windowMs: 60 * 60_000,
  perWindow: 60,
  message: M.tooMany,
});

/** New links per request: a person shares a few times; a loop filling the table does not get far. */
export const sellerShareLimiter = createSlidingWindowLimiter<number>({
  bucket: 'seller-link-share',
  windowMs: 15 * 60_000,
  perWindow: 10,
  message: M.tooMany,
});

export async function shareRepairRequest(
  db: Db,
  row: RepairRequestRow,
  by: RepairActor,
): Promise<string> {
  await sellerShareLimiter.take(db, row.id, by.at);
  const token = newRandomToken();
  const days = await sellerLinkDays.get(db);
  await db.transaction().execute(async (trx) => {
    const linkId = await insertLink(trx, {
      requestId: row.id,
      tokenHash: sha256Hex(token),
      createdBy: by.userId,
      at: by.at.toISOString(),
      expiresAt: new Date(by.at.getTime() + days * DAY_MS).toISOString(),
    });
    await auditRequests(trx, by.userId, 'share', row.id, { linkId, days });
  });
  return sellerLinkPath(token);
}

/** The request a link belongs to (for the access check), or not found. */
export async function requestOfLink(db: Db, linkId: number): Promise<RepairRequestRow> {
  const link = await selectLink(db, linkId);
  const row = link && (await selectRequest(db, link.request_id));
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function revokeSellerLink(
  db: Db,
  row: RepairRequestRow,
  linkId: number,
  by: RepairActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeLink(trx, linkId, by.at.toISOString());
    await auditRequests(trx, by.userId, 'revoke', row.id, { linkId });
  });
}

/** A dead or unknown link: 404 with the sentence, why, and the business's phone. */
export class SellerLinkRefused extends HttpError {
  constructor(reason: 'expired' | 'revoked' | 'unknown', phone: string) {
    super(404, M.linkDead, { reason, phone });
  }
}

export async function sellerRequest(
  deps: { db: Db; env: Env },
  token: string,
  client: string,
  now: Date,
): Promise<SellerRequest> {
  const { db, env } = deps;
  await sellerOpenLimiter.take(db, client, now);
  const site = await getSiteSettings(db, env);
  const link = SELLER_TOKEN_PATTERN.test(token)
    ? await selectLinkByHash(db, sha256Hex(token))
    : undefined;
  if (!link) throw new SellerLinkRefused('unknown', site.phone);
  const state = realtorLinkState(
    {
      expiresAt: toIso(link.expires_at),
      revokedAt: link.revoked_at === null ? null : toIso(link.revoked_at),
    },
    now,
  );
  if (state !== 'live') throw new SellerLinkRefused(state, site.phone);
  const row = await selectRequest(db, link.request_id);
  if (!row) throw new SellerLinkRefused('unknown', site.phone);
  const request = await repairRequestAnswer(db, row.id, now);
  const report = JSON.parse(
    (await publishedVersion(db, row.order_id)).snapshotJson ?? '{}',
  ) as WebReport;
  const items = request.items.map(({ findingId: _id, ...rest }) => rest);
  return {
    name: row.name,
    address: report.property.address,
    business: { name: site.businessName, phone: site.phone },
    items,
    creditTotalCents: creditTotal(items),
    expiresAt: toIso(link.expires_at),
  };
}
