import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, matchesEtag } from './cached-reply';
import type { CacheTopic } from './cache-versions.repository';
import type { CachedAnswer, PublicCache } from './public-cache';

// The compress plugin's threshold: a plain body below it goes out as is on the full path too.
const COMPRESS_FROM_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
// Addresses remembered with their copy's key: a bound, since the address is the client's.
const MAX_ADDRESSES = 1500;

/** Where an address that was answered once from the cache finds its copy. */
interface KeptAddress {
  cache: PublicCache;
  topic: CacheTopic;
  key: string;
  cacheControl: string;
}

/** An answer's status, headers (flat name, value list) and body for each way it is asked for. */
interface Ready {
  gzip: string[] | null;
  plain: string[] | null;
  notModified: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Remembers that GET `url` is answered by the copy `key` of a cached public route. */
    keepAddress: (url: string, address: KeptAddress) => void;
  }
}

/**
 * The hot path of the cached public reads (decision 045). An address a cached route answered
 * once (so its query was valid) is remembered with its copy's key; while that copy is known
 * current, the first onRequest hook writes it straight to the socket, with the same status,
 * headers and body the whole way gives (security headers, ETag, Cache-Control, gzip when
 * accepted, 304 when the browser has it): no cookie parsing, session hook, validation, CSRF check,
 * handler or onSend hooks. Anything else (an encoding to negotiate, a stale copy) goes the whole
 * way. Registered before every other hook; `securityHeaders` are the ones every answer carries.
 */
export function registerKeptAnswers(
  app: FastifyInstance,
  securityHeaders: Record<string, string>,
): void {
  const addresses = new Map<string, KeptAddress>();
  const ready = new WeakMap<CachedAnswer, Ready>();
  const security = Object.entries(securityHeaders).flat();

  app.decorate('keepAddress', (url: string, address: KeptAddress) => {
    if (addresses.has(url)) return;
    if (addresses.size >= MAX_ADDRESSES) addresses.delete(addresses.keys().next().value as string);
    addresses.set(url, address);
  });

  const prepare = (answer: CachedAnswer, cacheControl: string): Ready => {
    const head = [...security, 'etag', answer.etag, 'cache-control', cacheControl];
    const typed = [...head, 'content-type', JSON_TYPE];
    if (answer.gzipText === null)
      return {
        gzip: null,
        // Over the threshold (multi-byte text), the compress plugin would negotiate an encoding.
        plain:
          answer.bodyBytes < COMPRESS_FROM_BYTES
            ? [...typed, 'content-length', String(answer.bodyBytes)]
            : null,
        notModified: head,
      };
    const varied = [...typed, 'vary', 'accept-encoding'];
    return {
      gzip: [
        ...varied,
        'content-encoding',
        'gzip',
        'content-length',
        String(answer.gzipText.length),
      ],
      plain: [...varied, 'content-length', String(answer.bodyBytes)],
      notModified: head,
    };
  };

  const send = (request: FastifyRequest, reply: FastifyReply, address: KeptAddress): boolean => {
    const answer = address.cache.peek(address.topic, address.key);
    if (!answer) return false;
    let headers = ready.get(answer);
    if (!headers) {
      headers = prepare(answer, address.cacheControl);
      ready.set(answer, headers);
    }
    const res = reply.raw;
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      reply.hijack();
      res.writeHead(304, headers.notModified);
      res.end();
      return true;
    }
    const accepted = request.headers['accept-encoding'];
    if (headers.gzip && answer.gzipText !== null && acceptsGzip(accepted)) {
      reply.hijack();
      res.writeHead(200, headers.gzip);
      // A latin1 string goes out in one write with the headers; a Buffer would be a second one.
      res.end(answer.gzipText, 'latin1');
      return true;
    }
    // Without Accept-Encoding the compress plugin leaves the JSON as it is; with another
    // encoding than gzip it would negotiate one: the whole way then.
    if (headers.plain && (answer.gzipText === null || accepted === undefined)) {
      reply.hijack();
      res.writeHead(200, headers.plain);
      res.end(answer.body);
      return true;
    }
    return false;
  };

  app.addHook('onRequest', (request, reply, done) => {
    const address = request.method === 'GET' ? addresses.get(request.url) : undefined;
    if (address === undefined || !send(request, reply, address)) done();
  });
}
