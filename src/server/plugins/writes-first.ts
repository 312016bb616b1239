import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { writesFirst } from '../db/writes-first';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every handler of a request that changes something (an order, a payment, a save) waits for a
 * database place ahead of reads (decision 080). Registered before any route: onRoute hooks reach
 * child plugins.
 */
export function registerWritesFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => READS.has(method))) return;
    const handler = route.handler;
    route.handler = function (request, reply) {
      if (READS.has(request.method)) return handler.call(this, request, reply);
      return writesFirst(() => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });
}
