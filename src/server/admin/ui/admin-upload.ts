import { once } from 'node:events';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../../auth/guards';
import { HttpError } from '../../errors';
import type { User } from '../../users/users.service';

// What the admin's multipart upload routes (report PDFs, inspector photos) share.

/** The querystring's `_csrf`: a plain form post cannot send the header, so its token rides here. */
const queryCsrfToken = z.string().max(200).optional();

/**
 * The route options of an administrator's upload: the query's token becomes the CSRF header
 * before the CSRF check (preValidation) reads it, and anyone else is refused before the body.
 */
const adminUploadHooks = {
  onRequest: async (request: FastifyRequest) => {
    const token = (request.query as { _csrf?: unknown })._csrf;
    if (typeof token === 'string' && request.headers['x-xsrf-token'] === undefined)
      request.headers['x-xsrf-token'] = token;
  },
  preHandler: async (request: FastifyRequest) => {
    requireAdministrator(request);
  },
};

/** One upload as its handler gets it: the checked query, the request to read, the administrator. */
export interface AdminUpload<S extends z.ZodRawShape> {
  query: z.output<z.ZodObject<S>>;
  request: FastifyRequest;
  reply: FastifyReply;
  admin: User;
}

/**
 * Registers POST `url` in this plugin: an administrator's multipart upload of one file, within
 * `limits`, its query checked by `query` (and the token). The file limit is one byte past
 * `maxFileBytes`, so the intake sees an oversized file and says so.
 */
export async function adminUploadRoute<S extends z.ZodRawShape>(
  app: FastifyInstance,
  route: {
    url: string;
    query: S;
    limits: { fields: number; fieldSize: number; parts: number; maxFileBytes: number };
    /** The JSON answered to a script for a stored file (201); a plain form post is redirected. */
    answer?: z.ZodType;
  },
  handle: (upload: AdminUpload<S>) => Promise<FastifyReply>,
): Promise<void> {
  const { maxFileBytes, ...limits } = route.limits;
  await app.register(multipart, {
    limits: { files: 1, ...limits, fileSize: maxFileBytes + 1 },
    throwFileSizeLimit: false,
  });
  const querystring = z.object({ ...route.query, _csrf: queryCsrfToken });
  const schema = { querystring, ...(route.answer && { response: { 201: route.answer } }) };
  app.post(route.url, { schema, ...adminUploadHooks }, (request, reply) =>
    handle({
      // Checked by the schema above, whose generic type TypeScript cannot carry to here.
      query: request.query as z.output<z.ZodObject<S>>,
      request,
      reply,
      admin: requireAdministrator(request),
    }),
  );
}

/** Reading whatever the client still sends, so a refusal reaches it as an answer, not a reset. */
export async function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.resume();
  await Promise.race([once(raw, 'end'), once(raw, 'close')]).catch(() => undefined);
}

/** An upload that failed: the rest of the body drained, then its refusal (a 4xx), else rethrown. */
export async function uploadRefusal(request: FastifyRequest, error: unknown): Promise<HttpError> {
  await drain(request);
  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  return error;
}
