import { audit } from '../audit/audit.service';
import type { Db } from '../db/database';
import type { Actor } from '../admin/actor';
import { issueRealtorLink, revokeRealtorLinks } from './realtor-access.service';

// Staff's Issue link and Revoke on the order page: each change and its audit entry in one
// transaction, under the order's history.

const orderEntry = (by: Actor, orderId: number, action: string, details = {}) => ({
  userId: by.id,
  action,
  entity: 'order',
  entityId: String(orderId),
  details,
});

/** A new link issued by staff; answers its path (shown once: only its hash is kept). */
export function issueRealtorLinkAsStaff(db: Db, by: Actor, orderId: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const path = await issueRealtorLink(trx, orderId, by.at);
    await audit(trx, orderEntry(by, orderId, 'realtor-link-issue'), by.at);
    return path;
  });
}

/** Revokes every live link of the order; answers how many (none: nothing is recorded). */
export function revokeRealtorLinksAsStaff(db: Db, by: Actor, orderId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const revoked = await revokeRealtorLinks(trx, orderId, by.at);
    if (revoked > 0)
      await audit(trx, orderEntry(by, orderId, 'realtor-links-revoke', { revoked }), by.at);
    return revoked;
  });
}
