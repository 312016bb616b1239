import type { FastifyRequest } from 'fastify';
import type { SlidingWindowLimiter } from './sliding-window-limiter';

/**
 * A public write's limit per client address, declared on the route as its preHandler. It runs
 * after the CSRF check and the body's validation, so a refused or malformed request costs no try,
 * and before the handler, so a request over the limit does no work.
 */
export function perAddress(limiter: SlidingWindowLimiter<string>) {
  return async (request: FastifyRequest): Promise<void> => {
    await limiter.take(request.server.db, request.ip, new Date());
  };
}
