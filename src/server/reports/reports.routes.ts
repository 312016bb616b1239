import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myReportsSchema } from '../../shared/reports/reports';
import { requireUser } from '../auth/guards';
import { myReports, sendCustomerReport } from './reports.service';

const reportId = z.coerce.number().int().positive().max(2_147_483_647);

/** The customer's reports: the list with what each inspection waits for, and the download. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { response: { 200: myReportsSchema } };
  app.get('/my_reports.php', { schema: list }, async (request) =>
    myReports(app.db, requireUser(request).id),
  );

  app.get(
    '/report_file.php',
    { schema: { querystring: z.object({ id: reportId }) } },
    async (request, reply) => {
      const user = requireUser(request);
      await sendCustomerReport(app.db, app.env, reply, user.id, request.query.id);
      return reply;
    },
  );
};
