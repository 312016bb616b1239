import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REPORT_WRITING_API as API,
  REPORT_WRITING_MESSAGES as M,
} from '../../../shared/reports/report-api';
import { clientUuid } from '../../../shared/reports/report-draft';
import {
  publishCheckSchema,
  publishJobSchema,
  publishRequestSchema,
  reportVersionsSchema,
} from '../../../shared/reports/report-publishing';
import { realtorReportPath } from '../../../shared/realtor-access/realtor-access';
import { reportFilePath } from '../../../shared/reports/reports';
import { type WebReport, webReportSchema } from '../../../shared/reports/web-report';
import { requireUser } from '../../auth/guards';
import { notFound } from '../../errors';
import { openReportOrder } from '../writing/report-access';
import {
  publishCheck,
  publishedVersion,
  publishJobAnswer,
  publishJobOf,
  reportVersions,
  startPublish,
} from './publish.service';
import { selectPublishedPhoto } from './versions.repository';
import { webReportViewer } from './web-report-access';
import { idText as id, orderRead } from '../route-ids';

/** Publishing the written report, its versions and the web report (docs/reports-writing.md). */
export const publishedRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = (request: Parameters<typeof requireUser>[0], orderId: number) =>
    openReportOrder(app.db, requireUser(request), orderId);

  app.get(`/${API.publishCheck}`, orderRead(publishCheckSchema), async (request) =>
    publishCheck(app.db, (await writer(request, request.query.order)).order),
  );

  app.post(
    `/${API.publish}`,
    { schema: { body: publishRequestSchema, response: { 202: publishJobSchema } } },
    async (request, reply) => {
      const { user, order } = await writer(request, request.body.orderId);
      const deps = { db: app.db, env: app.env, wake: () => app.mailer.wake() };
      const job = await startPublish(deps, order, {
        confirm: request.body.confirm,
        by: { id: user.id, at: new Date() },
      });
      return reply.status(202).send(job);
    },
  );

  app.get(
    `/${API.publishJob}`,
    { schema: { querystring: z.object({ job: id }), response: { 200: publishJobSchema } } },
    async (request) => {
      const found = await publishJobOf(app.db, request.query.job);
      if (!found) throw notFound(M.notFound);
      await writer(request, found.orderId);
      return publishJobAnswer(found.job, found.orderId);
    },
  );

  app.get(`/${API.versions}`, orderRead(reportVersionsSchema), async (request) => {
    await writer(request, request.query.order);
    return reportVersions(app.db, request.query.order);
  });

  app.get(
    `/${API.webReport}`,
    {
      schema: {
        querystring: z.object({ order: id, version: id.optional() }),
        response: { 200: webReportSchema },
      },
    },
    async (request) => {
      const { order, version } = request.query;
      const viewer = await webReportViewer(app.db, request, order, new Date());
      // Customers and realtors see the latest version only.
      const row = await publishedVersion(
        app.db,
        order,
        viewer === 'business' ? version : undefined,
      );
      if (viewer !== 'business' && version !== undefined && version !== row.version)
        throw notFound(M.notFound);
      const report = JSON.parse(row.snapshotJson ?? '{}') as WebReport;
      const file = report.reportFileId;
      // The realtor downloads through their link's session; everyone else as the customer does.
      const pdfUrl =
        file === null
          ? null
          : viewer === 'realtor'
            ? realtorReportPath(file)
            : reportFilePath(file);
      return { ...report, pdfUrl };
    },
  );

  app.get(
    `/${API.webReportPhoto}`,
    {
      schema: {
        querystring: z.object({
          order: id,
          version: id,
          photo: clientUuid,
          copy: z.enum(['web']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { order, version, photo, copy } = request.query;
      const viewer = await webReportViewer(app.db, request, order, new Date());
      const row = await publishedVersion(
        app.db,
        order,
        viewer === 'business' ? version : undefined,
      );
      if (row.version !== version) throw notFound(M.notFound);
      const data = await selectPublishedPhoto(app.db, row.id, photo, copy ?? 'full');
      if (!data) throw notFound(M.notFound);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(data));
    },
  );
};
