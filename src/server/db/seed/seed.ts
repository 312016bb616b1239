import type { Db } from '../database';
import type { Env } from '../../env';
import { addMissingPages } from '../../pages/pages.service';
import { addMissingServices } from '../../services/services.service';
import { addSlots } from '../../slots/slots.service';
import { claimOnce } from '../../settings/settings.service';
import { demoSlotTimes } from './demo-slots';
import { seedPages } from './pages-content';
import { seedServices } from './services-catalogue';

/**
 * Demo data for a new site. Each part runs once per database, ever (a marker row claims it), so a
 * restart never overwrites or resurrects what an administrator changed or deleted.
 */
export async function seedDatabase(db: Db, env: Env, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  if (await claimOnce(db, 'seed.pages', at)) await addMissingPages(db, seedPages, at);
  if (await claimOnce(db, 'seed.services', at)) await addMissingServices(db, seedServices, at);
  if (env.SEED_DEMO_SLOTS && (await claimOnce(db, 'seed.demo-slots', at)))
    await addSlots(db, demoSlotTimes(now, env.BUSINESS_TIMEZONE), at);
}
