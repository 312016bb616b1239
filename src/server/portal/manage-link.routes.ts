import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageLinkAnswerSchema, manageLinkRequestSchema } from '../../shared/portal/manage-link';
import { completeSignIn } from '../auth/auth.service';
import { createTryLimiter } from './manage-link-limits';
import { perAddress } from '../rate-limits/per-address';
import { ManageLinkRefused, openManageLink } from '../booking/manage-links/manage-links.service';

/**
 * The "Manage your inspection" page's button (POST, CSRF-checked, rate-limited per address): a
 * live link signs this browser in as the order's customer, once, and answers the order's id.
 */
export const manageLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/manage_link.php',
    {
      schema: {
        body: manageLinkRequestSchema,
        response: { 200: manageLinkAnswerSchema },
      },
      preHandler: perAddress(createTryLimiter()),
    },
    async (request, reply) => {
      const now = new Date();
      const outcome = await openManageLink(app.db, request.body.token, now);
      if (outcome.opened) {
        await completeSignIn(request, reply, outcome.user, now);
        return { orderId: outcome.orderId };
      }
      // A second click from the customer's own signed-in browser just goes to the order.
      const session = request.session;
      if (outcome.userId !== undefined && session?.userId === outcome.userId && outcome.orderId)
        return { orderId: outcome.orderId };
      throw new ManageLinkRefused(outcome.reason);
    },
  );
};
