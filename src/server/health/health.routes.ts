import type { FastifyInstance } from 'fastify';
import { checkReadiness } from './readiness';

/**
 * Probes for a process manager or load balancer: /healthz says the process answers (no database,
 * no session), /readyz that it can serve (database answering, schema up to date). Never cached.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const outcome = await checkReadiness(app.db);
    if (outcome.ready) return reply.send({ status: 'ready' });
    request.log.warn({ reason: outcome.reason, detail: outcome.detail }, 'not ready');
    return reply.status(503).send({ status: 'unavailable', reason: outcome.reason });
  });
}
