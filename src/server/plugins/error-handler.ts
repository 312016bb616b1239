import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

// Errors never leak stack traces or SQL (they help an attacker, not a customer); every bad input
// gets a 4xx with a clear JSON message.
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: 'Something went wrong on our side. Please try again.' });
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
