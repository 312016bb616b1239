import type { FastifyInstance } from 'fastify';
import { manageLinkPath } from '../../shared/portal/manage-link';

const PREFIX = manageLinkPath('');

// /user/manage/<token> carries a secret in its address: kept out of search indexes (robots.txt
// already disallows /user/) and out of every Referer header, like the realtor's link.
export function registerManageLinkPageHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(PREFIX)) {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
    }
    done();
  });
}
