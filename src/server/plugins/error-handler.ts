import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from '../errors';
import { plainPage, sendPageWithoutDatabase } from '../health/page-without-database';
import { isPageRequest } from './spa';

const UNAVAILABLE = 'The site is temporarily unavailable. Please try again in a minute.';
const FAILED = 'Something went wrong on our side. Please try again.';

// Errors never leak stack traces or SQL (they help an attacker, not a customer); every bad input
// gets a 4xx with a clear JSON message.
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.statusCode).send({ error: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[path] ??= issue.message ?? 'Invalid value.';
      }
      return reply.status(400).send({ error: 'Please correct the highlighted fields.', fields });
    }
    // Database down or too slow (our own time limits included): a quick 503 the client may retry,
    // or for a page the last good shell; logged in one line, as it repeats until the database is back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isPageRequest(request.method, path)) return sendPageWithoutDatabase(app, reply);
      return reply
        .status(503)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .send({ error: UNAVAILABLE, message: UNAVAILABLE, reference: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // The log line carries the same id (reqId): a customer quoting it leads to the cause.
      request.log.error({ err: error }, 'request failed');
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isPageRequest(request.method, path))
        return reply
          .status(500)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(plainPage('Something went wrong', FAILED, request.id));
      return reply
        .status(500)
        .send({ error: `${FAILED} Reference ${request.id}.`, reference: request.id });
    }
    return reply
      .status(status)
      .send({ error: status === 429 ? error.message : publicMessage(error) });
  });
}

function publicMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'The request body is not valid JSON.';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type.';
  return error.message || 'Bad request.';
}
