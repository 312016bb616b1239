import type { Db } from '../database';
import type { Env } from '../../env';
import { addMissingPages } from '../../pages/pages.service';
import { addDemoReviews } from '../../reviews/reviews.service';
import { addMissingServices } from '../../services/services.service';
import { addSlots } from '../../slots/slots.service';
import { claimOnce } from '../../settings/settings.service';
import { demoSlotTimes } from './demo-slots';
import { demoInspectors } from './demo-inspectors';
import { addDemoInspectors } from '../../inspectors/inspectors.service';
import { demoReviews, homeTrustPages } from './home-content';
import { inspectionAgreementPage } from './agreement-content';
import { seedPages } from './pages-content';
import { reinspectionService, seedServices } from './services-catalogue';
import { addDefaultTemplate } from '../../reports/templates/templates.service';
import { residentialTemplate } from '../../reports/templates/residential-template';

/**
 * Demo data for a new site. Each part runs once per database, ever (a marker row claims it), so a
 * restart never overwrites or resurrects what an administrator changed or deleted.
 */
export async function seedDatabase(db: Db, env: Env, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  // The agreement page usually exists already: migration 0018 adds it to every database.
  if (await claimOnce(db, 'seed.pages', at))
    await addMissingPages(db, [...seedPages, inspectionAgreementPage], at);
  if (await claimOnce(db, 'seed.services', at)) await addMissingServices(db, seedServices, at);
  // Its own marker: sites seeded before reinspections get the service once too.
  if (await claimOnce(db, 'seed.reinspection', at))
    await addMissingServices(db, [reinspectionService], at);
  // Its own marker: sites seeded before the home page showed these get them once too.
  if (await claimOnce(db, 'seed.home-trust', at)) await addMissingPages(db, homeTrustPages, at);
  // Each demo time once for each demo inspector: the same start, two bookable slots.
  if (env.SEED_DEMO_SLOTS && (await claimOnce(db, 'seed.demo-slots', at))) {
    const inspectors = await addDemoInspectors(db, demoInspectors, at);
    const times = demoSlotTimes(now, env.BUSINESS_TIMEZONE);
    await addSlots(
      db,
      inspectors.flatMap((inspectorId) => times.map((t) => ({ ...t, inspectorId }))),
      at,
    );
  }
  // Not once-only: a site with no report template (new, or from before templates) gets it.
  await addDefaultTemplate(db, residentialTemplate, at);
  // Made-up testimonials must never reach a real business's home page.
  if (env.SEED_DEMO_SLOTS && (await claimOnce(db, 'seed.demo-reviews', at)))
    await addDemoReviews(db, demoReviews, at);
}
