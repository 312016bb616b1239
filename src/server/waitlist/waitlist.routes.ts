import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  waitlistJoinAnswerSchema,
  waitlistJoinSchema,
  waitlistOfferAnswerSchema,
  waitlistOfferQuerySchema,
} from '../../shared/waitlist/waitlist';
import { getSiteSettings } from '../settings/settings.service';
import { createJoinLimiter } from './waitlist-limits';
import { perAddress } from '../rate-limits/per-address';
import { joinWaitlist, offerOfToken } from './waitlist.service';

/** Join the waitlist (a public write: CSRF-checked, rate-limited per address); read an offer. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/waitlist.php',
    {
      schema: { body: waitlistJoinSchema, response: { 201: waitlistJoinAnswerSchema } },
      preHandler: perAddress(createJoinLimiter()),
    },
    async (request, reply) => {
      const now = new Date();
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
