import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The pages come from the not-found handler, which @fastify/compress leaves alone (it compresses
// routes only): a page's HTML is compressed here, as the plugin would (brotli at quality 4, gzip).

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });
const br = promisify(brotliCompress);
const gz = promisify(gzip);
/** Below this, compressing saves less than it costs (the plugin's threshold). */
const THRESHOLD = 1024;

/**
 * Sends `html`, compressed when the browser accepts it: by `encoded` when given (a kept page's
 * bodies, compressed once), else here.
 */
export async function sendPageHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  encoded?: (encoding: 'br' | 'gzip') => Promise<Buffer>,
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && html.length >= THRESHOLD ? negotiator.negotiate(accepted) : null;
  if (!encoding) return reply.send(html);
  const body = encoded
    ? await encoded(encoding)
    : encoding === 'br'
      ? await br(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gz(html);
  return reply.header('content-encoding', encoding).send(body);
}
