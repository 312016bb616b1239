import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { sendCached } from './cached-reply';
import { noteExpiry } from './copy-expiry';
import { publicCacheFor } from './cache.service';
import type { CacheTopic } from './cache-versions.repository';
import type { Loaded } from './public-cache';

interface CachedRoute<Q extends z.ZodType, A extends z.ZodType> {
  path: string;
  querystring?: Q;
  /** The answer's schema (decisions 039, 050): each copy is checked against it when it is made. */
  answer: A;
  /** The public data the answer is made of: a change to it drops the kept copies. */
  topic: CacheTopic;
  cacheControl: string;
  /** One kept copy per distinct key. */
  key: (query: z.output<Q>) => string;
  load: (db: Db, query: z.output<Q>) => Promise<Loaded<z.input<A>>>;
}

/**
 * A public GET answered from the kept copies (304 when the browser has it). The same for every
 * visitor: no session is loaded, so no cookie rides on a shared copy. An address answered here
 * once is then answered from the first hook while its copy is current (`kept-answers.ts`).
 */
export function cachedPublicRoute<Q extends z.ZodType, A extends z.ZodType>(
  route: CachedRoute<Q, A>,
): FastifyPluginAsyncZod {
  // A kept copy is sent as text, which Fastify does not serialize: the schema checks it here, once
  // per copy, and a field it lacks fails the request as an unchecked answer would (decision 050).
  const checked = async (db: Db, query: z.output<Q>): Promise<Loaded> => {
    const loaded = await route.load(db, query);
    return { ...loaded, value: route.answer.parse(loaded.value) };
  };
  return async (app) => {
    const cache = publicCacheFor(app.db);
    // Typed loosely: the handler sends the checked copy itself.
    const schema: FastifySchema = {
      ...(route.querystring && { querystring: route.querystring }),
      response: { 200: route.answer },
    };
    app.get(route.path, { schema, config: { session: false } }, async (request, reply) => {
      const query = request.query as z.output<Q>; // parsed by the querystring schema above
      const key = route.key(query);
      const answer = await cache.get(route.topic, key, () => checked(app.db, query));
      // A server render reading this copy keeps its page no longer than the copy (decision 075).
      noteExpiry(answer.expiresAt);
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
