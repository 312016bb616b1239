import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from '../../../shared/inspectors/inspector-rules';
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
import {
  findInspector,
  INSPECTOR_NOT_FOUND,
  removeInspectorPhoto,
  storeInspectorPhoto,
} from '../inspectors.service';

const id = z.coerce.number().int().positive().max(2_147_483_647);

const PHOTO_UPLOAD = {
  url: '/inspector_photo.php',
  query: { inspector: id },
  limits: { fields: 2, fieldSize: 64, parts: 4, maxFileBytes: MAX_PHOTO_BYTES },
};

/**
 * POST inspector_photo.php?inspector=N: the photo form of Users → edit (administrators), a plain
 * multipart post whose CSRF token rides in the query (a form cannot send the header). A form
 * field `remove=1` without a file removes the photo. Answers with a redirect to the user's page.
 */
async function receivePhoto({ query, request, reply }: AdminUpload<typeof PHOTO_UPLOAD.query>) {
  const { db } = request.server;
  const inspector = await findInspector(db, query.inspector);
  if (!inspector) {
    await drain(request);
    throw notFound(INSPECTOR_NOT_FOUND);
  }
  const back = `${adminPagePath('manage-users')}?edit=${inspector.userId}`;
  try {
    let bytes: Buffer | undefined;
    let remove = false;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        bytes = await part.toBuffer();
        if (part.file.truncated) throw badRequest(PHOTO_TOO_LARGE);
      } else if (part.fieldname === 'remove' && part.value === '1') remove = true;
    }
    if (remove && (!bytes || bytes.length === 0)) {
      await removeInspectorPhoto(db, actorOf(request), inspector.id);
      setFlash(reply, { message: `The photo of ${inspector.name} was removed.`, tone: 'success' });
    } else {
      await storeInspectorPhoto(db, actorOf(request), inspector.id, bytes);
      setFlash(reply, { message: `The photo of ${inspector.name} was saved.`, tone: 'success' });
    }
  } catch (error) {
    const refused = await uploadRefusal(request, error);
    setFlash(reply, { message: refused.message, tone: 'danger' });
    if (request.headers.accept?.includes('application/json'))
      return reply.status(refused.statusCode).send({ error: refused.message });
  }
  return reply.redirect(back, 303);
}

export const inspectorPhotoUploadRoutes: FastifyPluginAsyncZod = (app) =>
  adminUploadRoute(app, PHOTO_UPLOAD, receivePhoto);
