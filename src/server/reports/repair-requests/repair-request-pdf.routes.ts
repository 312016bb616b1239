import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPAIR_REQUEST_API as API } from '../../../shared/reports/repair-requests';
import type { WebReport } from '../../../shared/reports/web-report';
import { sendPdf } from '../../pdf/pdf-document';
import { getSiteSettings } from '../../settings/settings.service';
import { publishedVersion } from '../published/publish.service';
import { requestViewer } from './repair-access';
import { renderRepairRequestPdf } from './repair-request-pdf';
import { repairRequestAnswer } from './repair-requests.service';
import { idText as id } from '../route-ids';

/** GET repair_request_pdf.php?request=N: the request's PDF, for whoever may read the request. */
export const repairRequestPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${API.pdf}`,
    { schema: { querystring: z.object({ request: id }) } },
    async (request, reply) => {
      const now = new Date();
      const { row } = await requestViewer(app.db, request, request.query.request, now);
      const [answer, version, site] = await Promise.all([
        repairRequestAnswer(app.db, row.id, now),
        publishedVersion(app.db, row.order_id),
        getSiteSettings(app.db, app.env),
      ]);
      const report = JSON.parse(version.snapshotJson ?? '{}') as WebReport;
      const pdf = await renderRepairRequestPdf({
        request: answer,
        address: report.property.address,
        business: { name: site.businessName, phone: site.phone },
        timeZone: site.timeZone,
      });
      return sendPdf(reply, `repair-request-${row.order_id}-${row.id}.pdf`, pdf);
    },
  );
};
