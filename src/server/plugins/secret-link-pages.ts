import type { FastifyInstance } from 'fastify';

// A page whose address carries a secret (a realtor's, a seller's or a customer's manage link) is
// kept out of search indexes and out of every Referer header, whatever the site-wide policy becomes.
export function registerSecretLinkPages(app: FastifyInstance, prefixes: readonly string[]): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (prefixes.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
    }
    done();
  });
}
