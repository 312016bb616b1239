import type { FastifyInstance } from 'fastify';

// /realtor/<token> carries a secret in its address: kept out of search indexes (with robots.txt)
// and out of every Referer header, whatever the site-wide policy becomes.
export function registerRealtorPageHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/realtor/')) {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
    }
    done();
  });
}
