import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  waitlistJoinAnswerSchema,
  waitlistJoinSchema,
  waitlistOfferAnswerSchema,
  waitlistOfferQuerySchema,
} from '../../shared/waitlist/waitlist';
import { getSiteSettings } from '../settings/settings.service';
import { createJoinLimiter } from './waitlist-limits';
import { joinWaitlist, offerOfToken } from './waitlist.service';

/** Join the waitlist (a public write: CSRF-checked, rate-limited per address); read an offer. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createJoinLimiter();
  app.post(
    '/waitlist.php',
    { schema: { body: waitlistJoinSchema, response: { 201: waitlistJoinAnswerSchema } } },
    async (request, reply) => {
      const now = new Date();
      await limiter.take(app.db, request.ip, now);
      const settings = await getSiteSettings(app.db, app.env);
      const answer = await joinWaitlist(
        app.db,
        request.body,
        { settings, publicUrl: app.env.PUBLIC_URL },
        now,
      );
      app.mailer.wake();
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/waitlist_offer.php',
    {
      schema: {
        querystring: waitlistOfferQuerySchema,
        response: { 200: waitlistOfferAnswerSchema },
      },
    },
    async (request, reply) => {
      // The token is a secret: the answer is never kept by a cache.
      void reply.header('Cache-Control', 'no-store');
      return offerOfToken(app.db, request.query.token, new Date());
    },
  );
};
