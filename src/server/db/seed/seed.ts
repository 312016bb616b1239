import type { Db } from '../database';
import type { Env } from '../../env';
import { insertPageIfMissing } from '../../pages/pages.repository';
import { insertServiceIfMissing } from '../../services/services.repository';
import { insertSlots } from '../../slots/slots.repository';
import { claimOnce } from '../../settings/settings.repository';
import { demoSlotTimes } from './demo-slots';
import { seedPages } from './pages-content';
import { seedServices } from './services-catalogue';

/**
 * Demo data for a new site. Each part runs once per database, ever (a marker row claims it), so a
 * restart never overwrites or resurrects what an administrator changed or deleted.
 */
export async function seedDatabase(db: Db, env: Env, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  if (await claimOnce(db, 'seed.pages', at)) {
    for (const page of seedPages) await insertPageIfMissing(db, page, at);
  }
  if (await claimOnce(db, 'seed.services', at)) {
    for (const [i, s] of seedServices.entries())
      await insertServiceIfMissing(db, { ...s, sortOrder: i }, at);
  }
  if (env.SEED_DEMO_SLOTS && (await claimOnce(db, 'seed.demo-slots', at))) {
    await insertSlots(db, demoSlotTimes(now, env.BUSINESS_TIMEZONE), at);
  }
}
