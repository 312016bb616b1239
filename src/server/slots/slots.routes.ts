import { slotsAnswerSchema } from '../../shared/slots/slot-answers';
import { slotQuerySchema } from '../../shared/slots/slot-query';
import { CACHE_REVALIDATE } from '../cache/cached-reply';
import { cachedPublicRoute } from '../cache/cached-route';
import { getSlots } from './slots.service';

const isFuture = (future: string | undefined) => future === 'true' || future === '1';

export const slotsRoutes = cachedPublicRoute({
  path: '/get_slots.php',
  querystring: slotQuerySchema,
  answer: slotsAnswerSchema,
  topic: 'slots',
  cacheControl: CACHE_REVALIDATE,
  key: ({ future, limit, inspector }) =>
    `slots|${isFuture(future)}|${limit ?? ''}|${inspector ?? 'any'}`,
  load: async (db, { future, limit, inspector }) => {
    const slots = await getSlots(db, {
      future: isFuture(future),
      limit,
      now: new Date(),
      inspectorId: inspector,
    });
    // Future slots leave the list when the first one starts: the copy ends then.
    const first = isFuture(future) ? slots[0] : undefined;
    return { value: slots, expiresAt: first ? Date.parse(first.start) : Infinity };
  },
});
