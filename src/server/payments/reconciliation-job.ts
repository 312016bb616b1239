import type { FastifyInstance } from 'fastify';
import { pruneCheckoutRecords } from './card-limits.service';
import { reconcileOrphanAuthorizations } from './reconciliation.service';

/**
 * Runs the orphan-authorization reconciliation every PAYMENT_RECONCILE_INTERVAL_MS (0: never).
 * Every app process runs it; the rows are claimed in the database, so they share the work. The
 * timer does not keep the process alive, and closing the app waits for a run in progress.
 */
export function startReconciliationJob(app: FastifyInstance): void {
  const interval = app.env.PAYMENT_RECONCILE_INTERVAL_MS;
  if (interval <= 0) return;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = reconcileOrphanAuthorizations(
      { db: app.db, gateway: app.gateway, log: app.log },
      { now: new Date() },
    )
      .then(async (report) => {
        if (report.examined > 0) app.log.info({ report }, 'payment reconciliation');
        // Old declines and spent checkout tokens go on the same beat.
        await pruneCheckoutRecords(app.db, new Date());
      })
      .catch((err: unknown) => app.log.error({ err }, 'payment reconciliation failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, interval);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
