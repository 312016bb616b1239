import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../../auth/guards';

// What the admin's multipart upload routes (report PDFs, inspector photos) share.

/** The querystring's `_csrf`: a plain form post cannot send the header, so its token rides here. */
export const queryCsrfToken = z.string().max(200).optional();

/**
 * The route options of an administrator's upload: the query's token becomes the CSRF header
 * before the CSRF check (preValidation) reads it, and anyone else is refused before the body.
 */
export const adminUploadHooks = {
  onRequest: async (request: FastifyRequest) => {
    const token = (request.query as { _csrf?: unknown })._csrf;
    if (typeof token === 'string' && request.headers['x-xsrf-token'] === undefined)
      request.headers['x-xsrf-token'] = token;
  },
  preHandler: async (request: FastifyRequest) => {
    requireAdministrator(request);
  },
};

/** Reading whatever the client still sends, so a refusal reaches it as an answer, not a reset. */
export async function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.resume();
  await Promise.race([once(raw, 'end'), once(raw, 'close')]).catch(() => undefined);
}
