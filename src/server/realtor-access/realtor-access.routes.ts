import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  realtorAccessRequestSchema,
  realtorOrderViewSchema,
} from '../../shared/realtor-access/realtor-access';
import { notFound } from '../errors';
import { openRealtorLink } from './realtor-access.service';
import { REPORT_NOT_FOUND } from '../../shared/reports/reports';
import { realtorOrderView, sendRealtorReport } from './realtor-view.service';

/** The realtor link's button (POST, CSRF-checked, rate-limited) and the realtor's downloads. */
export const realtorAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/realtor_access.php',
    { schema: { body: realtorAccessRequestSchema, response: { 200: realtorOrderViewSchema } } },
    async (request) => {
      // The CSRF check has already refused a request without a session.
      if (!request.session) throw notFound(REPORT_NOT_FOUND);
      const orderId = await openRealtorLink(app.db, {
        token: request.body.token,
        sessionId: request.session.id,
        ip: request.ip,
        now: new Date(),
      });
      return realtorOrderView(app.db, orderId);
    },
  );

  app.get(
    '/realtor_report.php',
    {
      schema: {
        querystring: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      await sendRealtorReport(app, reply, request.session?.id, request.query.id, new Date());
      return reply;
    },
  );
};
