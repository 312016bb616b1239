import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../admin/actor';
import { adminPagePath } from '../../../admin/ui/admin-page';
import {
  adminUploadRoute,
  type AdminUpload,
  drain,
  uploadRefusal,
} from '../../../admin/ui/admin-upload';
import { setFlash } from '../../../admin/ui/flash';
import { badRequest } from '../../../errors';
import { MAX_IMPORT_CHARS } from '../template-edits';
import { importTemplate } from '../templates.service';

// Admin → Report templates → Import file: a template's JSON file chosen on the administrator's
// computer, as a plain multipart form post (no script), answered back on the template's page.

export const TEMPLATE_IMPORT_PATH = '/report_template_import.php';
/** The file's bytes (UTF-8: never fewer than its characters, so the text limit holds too). */
export const MAX_IMPORT_BYTES = MAX_IMPORT_CHARS;

const TEMPLATE_IMPORT = {
  url: TEMPLATE_IMPORT_PATH,
  query: { template: z.coerce.number().int().positive().max(2_147_483_647) },
  limits: { fields: 2, fieldSize: 1024, parts: 3, maxFileBytes: MAX_IMPORT_BYTES },
};

/** The file's text, read within its limit; refused when too large or not UTF-8 text. */
async function importedText(upload: AdminUpload<typeof TEMPLATE_IMPORT.query>): Promise<string> {
  const part = await upload.request.file();
  if (!part) throw badRequest('Nothing was imported: choose a template file (.json).');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_IMPORT_BYTES) break;
    chunks.push(chunk);
  }
  if (size > MAX_IMPORT_BYTES || part.file.truncated)
    throw badRequest(
      `Nothing was imported: the file is too large (at most ${MAX_IMPORT_BYTES / 1000} KB).`,
    );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest(
      'Nothing was imported: this is not a text file. Choose a template exported here.',
    );
  }
}

async function receiveImport(upload: AdminUpload<typeof TEMPLATE_IMPORT.query>) {
  const { request, reply } = upload;
  const templateId = upload.query.template;
  try {
    const json = await importedText(upload);
    await drain(request);
    const saved = await importTemplate(request.server.db, {
      templateId,
      json,
      by: actorOf(request),
    });
    setFlash(reply, { message: `Imported as version ${saved.version}.`, tone: 'success' });
  } catch (error) {
    const refused = await uploadRefusal(request, error);
    setFlash(reply, { message: refused.message, tone: 'danger' });
  }
  return reply.redirect(`${adminPagePath('manage-report-templates')}?template=${templateId}`, 303);
}

export const templateImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await adminUploadRoute(app, TEMPLATE_IMPORT, receiveImport);
};
