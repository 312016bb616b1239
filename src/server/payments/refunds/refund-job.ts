import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../plugins/interval-job';
import { issueDueRefunds } from './refunds.service';

/**
 * Issues due refunds every PAYMENT_REFUND_INTERVAL_MS (0: never) once their capture has settled.
 * Every app process runs it; rows are claimed in the database, so each refund is sent once.
 */
export function startRefundJob(app: FastifyInstance): void {
  startIntervalJob(app, app.env.PAYMENT_REFUND_INTERVAL_MS, 'due refund run failed', async () => {
    const report = await issueDueRefunds({ db: app.db, gateway: app.gateway }, new Date());
    if (report.failed > 0) app.log.error({ report }, 'due refunds failed: staff follow up');
    else if (report.issued > 0) app.log.info({ report }, 'due refunds issued');
  });
}
