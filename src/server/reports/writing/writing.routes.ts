import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_WRITING_API as API,
  REPORT_WRITING_MESSAGES as M,
} from '../../../shared/reports/report-api';
import { changeBatchAnswerSchema, changeBatchSchema } from '../../../shared/reports/report-changes';
import { clientUuid, editorReportSchema } from '../../../shared/reports/report-draft';
import {
  MAX_PHOTO_UPLOAD_BYTES,
  photoAnswerSchema,
  photoUploadFieldsSchema,
} from '../../../shared/reports/report-photos';
import { drain, uploadRefusal } from '../../admin/ui/admin-upload';
import { requireUser } from '../../auth/guards';
import { badRequest, HttpError } from '../../errors';
import { createSlidingWindowLimiter } from '../../rate-limits/sliding-window-limiter';
import { applyChangeBatch } from './apply-changes';
import { editorReport } from './drafts.service';
import { openReportOrder } from './report-access';
import { draftPhotoBytes, storePhoto } from './photos.service';
import { savedOrFound } from '../../plugins/route-answers';
import { orderQuery, orderRead } from '../route-ids';

const tooLarge = () => new HttpError(413, M.photoTooLarge);

/** The editor's calls: its report, change batches and photos (docs/reports-writing.md). */
export const writingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      files: 1,
      fields: 8,
      fieldSize: 8_192,
      parts: 10,
      fileSize: MAX_PHOTO_UPLOAD_BYTES + 1,
    },
    throwFileSizeLimit: false,
  });
  const changesLimit = createSlidingWindowLimiter<number>({
    bucket: 'report-changes',
    windowMs: 10 * 60_000,
    perWindow: 120,
    message: M.tooManyChanges,
  });
  const photosLimit = createSlidingWindowLimiter<number>({
    bucket: 'report-photos',
    windowMs: 10 * 60_000,
    perWindow: 300,
    message: M.tooManyChanges,
  });
  const writerOf = (request: { user: unknown }, id: number) =>
    openReportOrder(app.db, requireUser(request as Parameters<typeof requireUser>[0]), id);

  app.get(`/${API.editor}`, orderRead(editorReportSchema), async (request) => {
    const { order } = await writerOf(request, request.query.order);
    return editorReport(app.db, order, new Date());
  });

  app.post(
    `/${API.changes}`,
    { schema: { body: changeBatchSchema, response: { 200: changeBatchAnswerSchema } } },
    async (request) => {
      const { user, order } = await writerOf(request, request.body.orderId);
      const now = new Date();
      await changesLimit.take(app.db, user.id, now);
      return applyChangeBatch(app.db, order, request.body, now);
    },
  );

  app.post(
    `/${API.photo}`,
    {
      schema: {
        querystring: orderQuery,
        response: savedOrFound(photoAnswerSchema),
      },
    },
    async (request, reply) => {
      try {
        // Refused before a byte of the body is read when its declared size says so.
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > MAX_PHOTO_UPLOAD_BYTES + 64 * 1024) throw tooLarge();
        const { user, order } = await writerOf(request, request.query.order);
        const now = new Date();
        await photosLimit.take(app.db, user.id, now);
        if (!request.isMultipart()) throw badRequest(M.notAPhoto);
        const part = await request.file();
        if (!part) throw badRequest(M.notAPhoto);
        const values = Object.fromEntries(
          Object.entries(part.fields).flatMap(([name, field]) =>
            field && !Array.isArray(field) && field.type === 'field'
              ? [[name, String(field.value)]]
              : [],
          ),
        );
        const fields = photoUploadFieldsSchema.safeParse(values);
        if (!fields.success)
          throw badRequest(fields.error.issues[0]?.message ?? 'The photo’s fields are not valid.');
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        await drain(request);
        const answer = await storePhoto(app.db, order, fields.data, bytes, now);
        return reply.status(answer.duplicate ? 200 : 201).send(answer);
      } catch (error) {
        throw await uploadRefusal(request, error);
      }
    },
  );

  app.get(
    `/${API.photo}`,
    { schema: { querystring: orderQuery.extend({ photo: clientUuid }) } },
    async (request, reply) => {
      await writerOf(request, request.query.order);
      const bytes = await draftPhotoBytes(app.db, request.query.order, request.query.photo);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
