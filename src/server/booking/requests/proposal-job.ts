import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../plugins/interval-job';
import { orderChangeDepsOf } from '../changes/order-change-deps';
import { lapseExpiredProposals } from './proposal-expiry.service';

/**
 * Every PROPOSAL_INTERVAL_MS (0: never; tests call lapseExpiredProposals themselves): requests
 * whose proposed time was held past its end lapse (decision 077). Every process runs it; the
 * order's claim lets one of them lapse each request.
 */
export function startProposalJob(app: FastifyInstance): void {
  startIntervalJob(app, app.env.PROPOSAL_INTERVAL_MS, 'proposal lapse failed', async () => {
    const lapsed = await lapseExpiredProposals({
      ...(await orderChangeDepsOf(app)),
      actorId: null,
    });
    if (lapsed > 0) app.log.info({ lapsed }, 'proposed times lapsed');
  });
}
