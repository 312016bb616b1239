import type { FastifyInstance } from 'fastify';
import { issueDueRefunds } from './refunds.service';

/**
 * Issues due refunds every PAYMENT_REFUND_INTERVAL_MS (0: never) once their capture has settled.
 * Every app process runs it; rows are claimed in the database, so each refund is sent once. The
 * timer does not keep the process alive, and closing the app waits for a run in progress.
 */
export function startRefundJob(app: FastifyInstance): void {
  const interval = app.env.PAYMENT_REFUND_INTERVAL_MS;
  if (interval <= 0) return;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = issueDueRefunds({ db: app.db, gateway: app.gateway }, new Date())
      .then((report) => {
        if (report.failed > 0) app.log.error({ report }, 'due refunds failed: staff follow up');
        else if (report.issued > 0) app.log.info({ report }, 'due refunds issued');
      })
      .catch((err: unknown) => app.log.error({ err }, 'due refund run failed'))
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
