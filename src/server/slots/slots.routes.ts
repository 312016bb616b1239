import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slotQuerySchema } from '../../shared/slots/slot-query';
import { CACHE_REVALIDATE, sendCached } from '../cache/cached-reply';
import { publicCacheFor } from '../cache/cache.service';
import { getSlots } from './slots.service';

export const slotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicCacheFor(app.db);
  app.get(
    '/get_slots.php',
    // The same for every visitor: no session is loaded, so no cookie rides on a shared copy.
    { schema: { querystring: slotQuerySchema }, config: { session: false } },
    async (request, reply) => {
      const future = request.query.future === 'true' || request.query.future === '1';
      const { limit } = request.query;
      const answer = await cache.get('slots', `slots|${future}|${limit ?? ''}`, async () => {
        const slots = await getSlots(app.db, { future, limit, now: new Date() });
        // Future slots leave the list when the first one starts: the copy ends then.
        const first = future ? slots[0] : undefined;
        return { value: slots, expiresAt: first ? Date.parse(first.start) : Infinity };
      });
      return sendCached(request, reply, answer, CACHE_REVALIDATE);
    },
  );
};
