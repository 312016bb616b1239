import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './public-cache';

/** Pages and prices change rarely: browsers and shared caches reuse them for a minute. */
export const CACHE_PUBLIC_CONTENT = 'public, max-age=60, stale-while-revalidate=600';
/** Free slots change with every booking: a copy may be kept but is revalidated on each use. */
export const CACHE_REVALIDATE = 'public, no-cache';

// Lengths are capped before any parsing: these headers come from the client.
const MAX_HEADER = 2048;

function strip(tag: string): string {
  const t = tag.trim();
  return t.startsWith('W/') ? t.slice(2) : t;
}

/** If-None-Match holds the ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header || header.length > MAX_HEADER) return false;
  const want = strip(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === want);
}

export function acceptsGzip(header: string | undefined): boolean {
  if (!header || header.length > MAX_HEADER) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return name === 'gzip' && !params.some((p) => /^q=0(?:\.0{0,3})?$/.test(p));
  });
}

/** Sends a kept answer: 304 when the browser has it, else its JSON (gzipped when accepted). */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!answer.gzip) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(answer.body);
  return reply.header('content-encoding', 'gzip').send(answer.gzip);
}
