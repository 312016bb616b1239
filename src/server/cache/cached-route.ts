import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { sendCached } from './cached-reply';
import { publicCacheFor } from './cache.service';
import type { CacheTopic } from './cache-versions.repository';
import type { Loaded } from './public-cache';

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
 * visitor: no session is loaded, so no cookie rides on a shared copy. An address answered here
 * once is then answered from the first hook while its copy is current (`kept-answers.ts`).
 */
export function cachedPublicRoute<Q extends z.ZodType>(
  route: CachedRoute<Q>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = publicCacheFor(app.db);
    const schema = route.querystring && { querystring: route.querystring };
    app.get(route.path, { schema, config: { session: false } }, async (request, reply) => {
      const query = request.query as z.output<Q>; // parsed by the querystring schema above
      const key = route.key(query);
      const answer = await cache.get(route.topic, key, () => route.load(app.db, query));
      // Only after a valid query gave an answer: the address stands for that query from now on.
      if (request.method === 'GET')
        app.keepAddress(request.url, {
          route: request.routeOptions.url ?? route.path,
          cache,
          topic: route.topic,
          key,
          cacheControl: route.cacheControl,
        });
      return sendCached(request, reply, answer, route.cacheControl);
    });
  };
}
