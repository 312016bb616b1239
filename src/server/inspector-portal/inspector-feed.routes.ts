import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSPECTOR_PORTAL_MESSAGES } from '../../shared/inspector-portal/inspector-schedule';
import { notFound } from '../errors';
import { calendarFeed } from './inspector-portal.service';

// GET /inspector-calendar/<token>.ics: public (calendar programs carry no session), the token is
// the key. Unknown, malformed and revoked tokens get the same 404, so none is told apart. The
// path is redacted from request logs (plugins/log-redaction.ts).

export const FEED_PREFIX = '/inspector-calendar/';
// Fastify refuses a parameter over 100 characters (414) before this runs.
const params = z.object({ file: z.string() });

export const inspectorFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${FEED_PREFIX}:file`,
    { schema: { params }, config: { session: false } },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
      const file = request.params.file;
      const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
      const body = token ? await calendarFeed(app.db, app.env, token, new Date()) : undefined;
      if (body === undefined) {
        reply.header('cache-control', 'no-store');
        throw notFound(INSPECTOR_PORTAL_MESSAGES.feedNotFound);
      }
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="inspections.ics"')
        .send(body);
    },
  );
};
