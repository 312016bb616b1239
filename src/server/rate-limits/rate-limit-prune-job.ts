import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../plugins/interval-job';
import { deleteHitsBefore } from './rate-limit-hits.repository';
import { LONGEST_WINDOW_MS } from './sliding-window-limiter';

const PRUNE_EVERY_MS = 15 * 60_000;

/** Deletes counted tries that no window reaches any more, in every process (idempotent). */
export function startRateLimitPruneJob(app: FastifyInstance): void {
  startIntervalJob(app, PRUNE_EVERY_MS, 'pruning rate-limit tries failed', async () => {
    const before = new Date(Date.now() - LONGEST_WINDOW_MS).toISOString();
    await deleteHitsBefore(app.db, before);
  });
}
