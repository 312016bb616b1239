import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../plugins/interval-job';
import { getSiteSettings } from '../settings/settings.service';
import { runWaitlist } from './waitlist.service';

/**
 * Every WAITLIST_INTERVAL_MS (0: never; tests call runWaitlist themselves): holds that ran out
 * pass on, and free times are offered to the waitlist. Every process runs it; an entry is offered
 * a time once (its state moves only from waiting), and the time's lock decides between offers.
 */
export function startWaitlistJob(app: FastifyInstance): void {
  startIntervalJob(app, app.env.WAITLIST_INTERVAL_MS, 'waitlist failed', async () => {
    const settings = await getSiteSettings(app.db, app.env);
    const report = await runWaitlist(
      app.db,
      { settings, publicUrl: app.env.PUBLIC_URL },
      new Date(),
    );
    if (report.offered > 0) app.mailer.wake();
    if (report.offered > 0 || report.lapsed > 0) app.log.info({ report }, 'waitlist');
  });
}
