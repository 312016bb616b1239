import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formatFileSize,
  REPORT_NOT_FOUND,
  reportUploadedSchema,
} from '../../../shared/reports/reports';
import { requireAdministrator } from '../../auth/guards';
import { badRequest, notFound } from '../../errors';
import { setFlash } from '../../admin/ui/flash';
import { adminPagePath } from '../../admin/ui/admin-page';
import { actorOf } from '../../admin/actor';
import {
  type AdminUpload,
  adminUploadRoute,
  drain,
  uploadRefusal,
} from '../../admin/ui/admin-upload';
import { MAX_REPORT_BYTES, requireOrder, uploadReport } from '../report-upload.service';
import { findReportOfAnyOrder, sendReport } from '../reports.service';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The upload script asks for JSON; a plain form post (no script) is sent back to the order page. */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: number,
  status: number,
  body: { message: string; [key: string]: unknown } | { error: string },
) {
  const message = String('error' in body ? body.error : body.message);
  const ok = status < 400;
  if (ok) setFlash(reply, { message, tone: 'success' });
  if (request.headers.accept?.includes('application/json')) return reply.status(status).send(body);
  if (!ok) setFlash(reply, { message, tone: 'danger' });
  return reply.redirect(`${adminPagePath('manage-orders')}?id=${orderId}`, 303);
}

const REPORT_UPLOAD = {
  url: '/report_upload.php',
  query: { order: id },
  limits: { fields: 4, fieldSize: 1024, parts: 6, maxFileBytes: MAX_REPORT_BYTES },
  answer: reportUploadedSchema,
};

/**
 * POST report_upload.php?order=N: one PDF streamed into storage (administrators). The script sends
 * the token as X-XSRF-TOKEN; a plain form post carries it in the action's query as `_csrf`.
 */
async function receiveReport(upload: AdminUpload<typeof REPORT_UPLOAD.query>) {
  const { request, reply } = upload;
  const { db } = request.server;
  const orderId = upload.query.order;
  try {
    await requireOrder(db, orderId);
    const part = await request.file();
    if (!part) throw badRequest('Please choose a PDF report to upload.');
    const report = await uploadReport(db, {
      orderId,
      by: actorOf(request),
      filename: part.filename,
      contentType: part.mimetype,
      body: part.file,
      maxBytes: MAX_REPORT_BYTES,
    });
    await drain(request);
    return answer(request, reply, orderId, 201, {
      message: `Uploaded ${report.filename} (${formatFileSize(report.sizeBytes)}). Publish it to send it to the customer.`,
      id: report.id,
      filename: report.filename,
      sizeBytes: report.sizeBytes,
      sha256: report.sha256,
    });
  } catch (error) {
    const refused = await uploadRefusal(request, error);
    return answer(request, reply, orderId, refused.statusCode, { error: refused.message });
  }
}

export const reportUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await adminUploadRoute(app, REPORT_UPLOAD, receiveReport);

  // The administrator's copy of any finished report of an order, published or not.
  app.get(
    '/admin_report_file.php',
    {
      schema: { querystring: z.object({ id }) },
      preHandler: async (request) => {
        requireAdministrator(request);
      },
    },
    async (request, reply) => {
      const report = await findReportOfAnyOrder(app.db, request.query.id);
      if (!report) throw notFound(REPORT_NOT_FOUND);
      await sendReport(reply, app.db, report);
      return reply;
    },
  );
};
