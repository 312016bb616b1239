import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../plugins/interval-job';
import { pruneCheckoutRecords } from '../card-checkout/card-limits.service';
import { reconcileOrphanAuthorizations } from './reconciliation.service';

/**
 * Runs the orphan-authorization reconciliation every PAYMENT_RECONCILE_INTERVAL_MS (0: never).
 * Every app process runs it; the rows are claimed in the database, so they share the work.
 */
export function startReconciliationJob(app: FastifyInstance): void {
  const interval = app.env.PAYMENT_RECONCILE_INTERVAL_MS;
  startIntervalJob(app, interval, 'payment reconciliation failed', async () => {
    const report = await reconcileOrphanAuthorizations(
      { db: app.db, gateway: app.gateway, log: app.log },
      { now: new Date() },
    );
    if (report.examined > 0) app.log.info({ report }, 'payment reconciliation');
    // Old declines and spent checkout tokens go on the same beat.
    await pruneCheckoutRecords(app.db, new Date());
  });
}
