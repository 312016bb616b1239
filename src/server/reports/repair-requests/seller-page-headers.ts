import type { FastifyInstance } from 'fastify';

// /repair-request/<token> carries a secret in its address: kept out of search indexes and out of
// every Referer header, as the realtor's link is.
export function registerSellerPageHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/repair-request/')) {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
    }
    done();
  });
}
