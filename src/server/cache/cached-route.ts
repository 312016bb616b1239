import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { sendCached, sendKeptAnswer } from './cached-reply';
import { publicCacheFor } from './cache.service';
import type { CacheTopic } from './cache-versions.repository';
import type { Loaded } from './public-cache';

// Addresses remembered per route with their query key: a bound, since the address is the client's.
const MAX_ADDRESSES = 500;

interface CachedRoute<Q extends z.ZodType> {
  path: string;
  querystring?: Q;
  /** The public data the answer is made of: a change to it drops the kept copies. */
  topic: CacheTopic;
  cacheControl: string;
  /** One kept copy per distinct key. */
  key: (query: z.output<Q>) => string;
  load: (db: Db, query: z.output<Q>) => Promise<Loaded>;
}

/**
 * A public GET answered from the kept copies (304 when the browser has it). The same for every
 * visitor: no session is loaded, so no cookie rides on a shared copy.
 *
 * An address already answered once (so its query was valid) maps to its key; when that key's
 * copy is known current, the route's first hook sends it and the rest of the request's life
 * (validation, CSRF's check, the handler, the onSend hooks) is skipped (decision 045).
 */
export function cachedPublicRoute<Q extends z.ZodType>(
  route: CachedRoute<Q>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = publicCacheFor(app.db);
    const keys = new Map<string, string>();
    const schema = route.querystring && { querystring: route.querystring };
    const sendKept: onRequestHookHandler = (request, reply, done) => {
      const key = request.method === 'GET' ? keys.get(request.url) : undefined;
      const answer = key === undefined ? undefined : cache.peek(route.topic, key);
      if (answer && sendKeptAnswer(request, reply, answer, route.cacheControl)) return;
      done();
    };
    app.get(
      route.path,
      { schema, config: { session: false }, onRequest: sendKept },
      async (request, reply) => {
        const query = request.query as z.output<Q>; // parsed by the querystring schema above
        const key = route.key(query);
        const answer = await cache.get(route.topic, key, () => route.load(app.db, query));
        if (!keys.has(request.url)) {
          if (keys.size >= MAX_ADDRESSES) keys.delete(keys.keys().next().value as string);
          keys.set(request.url, key);
        }
        return sendCached(request, reply, answer, route.cacheControl);
      },
    );
  };
}
