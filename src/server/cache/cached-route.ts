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
 * visitor: no session is loaded, so no cookie rides on a shared copy.
 */
export function cachedPublicRoute<Q extends z.ZodType>(
  route: CachedRoute<Q>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = publicCacheFor(app.db);
    const schema = route.querystring && { querystring: route.querystring };
    app.get(route.path, { schema, config: { session: false } }, async (request, reply) => {
      const query = request.query as z.output<Q>; // parsed by the querystring schema above
      const answer = await cache.get(route.topic, route.key(query), () =>
        route.load(app.db, query),
      );
      return sendCached(request, reply, answer, route.cacheControl);
    });
  };
}
