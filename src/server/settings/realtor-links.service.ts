import { z } from 'zod';
import {
  REALTOR_LINK_DAYS_DEFAULT,
  REALTOR_LINK_DAYS_MAX,
} from '../../shared/realtor-access/realtor-access';
import { auditTrail } from '../audit/audit.service';
import type { Db } from '../db/database';
import { getSetting, setSetting } from './settings.repository';

// Advanced → Realtor links: how long a realtor's link to an order's reports lasts.

const KEY = 'realtor.linkDays';

export const realtorLinkDaysSchema = z.object({
  realtorLinkDays: z.coerce
    .number({ error: 'Realtor links last (days) must be a whole number.' })
    .int('Realtor links last (days) must be a whole number.')
    .min(1, 'Realtor links last (days) must be at least 1.')
    .max(
      REALTOR_LINK_DAYS_MAX,
      `Realtor links last (days) may be at most ${REALTOR_LINK_DAYS_MAX}.`,
    ),
});

/** The administrator's choice, else 30 days. */
export async function getRealtorLinkDays(db: Db): Promise<number> {
  const value = Number(await getSetting(db, KEY));
  return Number.isInteger(value) && value >= 1 && value <= REALTOR_LINK_DAYS_MAX
    ? value
    : REALTOR_LINK_DAYS_DEFAULT;
}

/** Saves the lifetime of new links (audited); answers whether it changed. Issued links keep theirs. */
export async function saveRealtorLinkDays(db: Db, actorId: number, days: number): Promise<boolean> {
  const before = await getRealtorLinkDays(db);
  if (before === days) return false;
  await db.transaction().execute(async (trx) => {
    await setSetting(trx, KEY, String(days));
    await auditTrail('settings')(trx, actorId, 'update', 'realtor-links', {
      realtorLinkDays: { from: before, to: days },
    });
  });
  return true;
}
