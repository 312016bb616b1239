import { audit } from '../audit/audit.service';
import type { Db } from '../db/database';
import { issueRealtorLink, revokeRealtorLinks } from './realtor-access.service';

// Staff's Issue link and Revoke on the order page: each change and its audit entry in one
// transaction, under the order's history.

const orderEntry = (actorId: number, orderId: number, action: string, details = {}) => ({
  userId: actorId,
  action,
  entity: 'order',
  entityId: String(orderId),
  details,
});

/** A new link issued by staff; answers its path (shown once: only its hash is kept). */
export function issueRealtorLinkAsStaff(
  db: Db,
  actorId: number,
  orderId: number,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const path = await issueRealtorLink(trx, orderId, now);
    await audit(trx, orderEntry(actorId, orderId, 'realtor-link-issue'), now);
    return path;
  });
}

/** Revokes every live link of the order; answers how many (none: nothing is recorded). */
export function revokeRealtorLinksAsStaff(
  db: Db,
  actorId: number,
  orderId: number,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const revoked = await revokeRealtorLinks(trx, orderId, now);
    if (revoked > 0)
      await audit(trx, orderEntry(actorId, orderId, 'realtor-links-revoke', { revoked }), now);
    return revoked;
  });
}
