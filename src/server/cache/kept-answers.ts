import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { countAnswer } from '../metrics/metrics';
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
  /** The route's pattern, as the request metrics name it. */
  route: string;
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
    /**
     * Writes the kept answer of a GET to `res` when there is a current one (true), before Fastify
     * sees the request; the HTTP server calls it first (`app.ts`). False: Fastify answers.
     */
    answerKept: (req: IncomingMessage, res: ServerResponse) => boolean;
  }
}

/**
 * The hot path of the cached public reads (decisions 045 and 055). An address a cached route
 * answered once (so its query was valid) is remembered with its copy's key; while that copy is
 * known current, its answer is written straight to the socket with the same status, headers and
 * body the whole way gives (security headers, ETag, Cache-Control, gzip when accepted, 304 when
 * the browser has it). The HTTP server asks `answerKept` before Fastify sees the request at all
 * (no request object, logger, hooks, routing, cookies, session, validation or onSend hooks); the
 * answer is counted in the request metrics here. Where Fastify must see every request (a request
 * log is written, or injected requests), the first onRequest hook does the same. Anything else
 * (an encoding to negotiate, a stale copy, HEAD) goes the whole way.
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

  /** The status, headers and body of the kept answer to `req`, or undefined: the whole way. */
  const keptAnswer = (req: IncomingMessage) => {
    const address = req.method === 'GET' && req.url ? addresses.get(req.url) : undefined;
    if (address === undefined) return undefined;
    const answer = address.cache.peek(address.topic, address.key);
    if (!answer) return undefined;
    let headers = ready.get(answer);
    if (!headers) {
      headers = prepare(answer, address.cacheControl);
      ready.set(answer, headers);
    }
    const { route } = address;
    if (matchesEtag(req.headers['if-none-match'], answer.etag))
      return { route, status: 304, headers: headers.notModified, body: undefined };
    const accepted = req.headers['accept-encoding'];
    if (headers.gzip && answer.gzipText !== null && acceptsGzip(accepted))
      // A latin1 string goes out in one write with the headers; a Buffer would be a second one.
      return { route, status: 200, headers: headers.gzip, body: answer.gzipText, latin1: true };
    // Without Accept-Encoding the compress plugin leaves the JSON as it is; with another
    // encoding than gzip it would negotiate one: the whole way then.
    if (headers.plain && (answer.gzipText === null || accepted === undefined))
      return { route, status: 200, headers: headers.plain, body: answer.body };
    return undefined;
  };

  const write = (res: ServerResponse, kept: NonNullable<ReturnType<typeof keptAnswer>>) => {
    res.writeHead(kept.status, kept.headers);
    if (kept.body === undefined) res.end();
    else if (kept.latin1) res.end(kept.body, 'latin1');
    else res.end(kept.body);
  };

  // Fastify answers 503 to a request that arrives while it closes: the whole way then too.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.decorate('answerKept', (req: IncomingMessage, res: ServerResponse) => {
    if (closing) return false;
    const started = performance.now();
    const kept = keptAnswer(req);
    if (kept === undefined) return false;
    write(res, kept);
    countAnswer('GET', kept.route, kept.status, (performance.now() - started) / 1000);
    return true;
  });

  app.addHook('onRequest', (request, reply, done) => {
    const kept = keptAnswer(request.raw);
    if (kept === undefined) return done();
    reply.hijack();
    write(reply.raw, kept);
  });
}
