import { slotsAnswerSchema } from '../../shared/slots/slot-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slotQuerySchema } from '../../shared/slots/slot-query';
import { CACHE_REVALIDATE } from '../cache/cached-reply';
import { cachedPublicRoute } from '../cache/cached-route';
import { getSiteSettings } from '../settings/settings.service';
import { getSlots } from './slots.service';

const isFuture = (future: string | undefined) => future === 'true' || future === '1';
// Working hours offer new times as the clock moves: a kept copy lasts at most this long.
const HOURS_COPY_MS = 5 * 60_000;

export const slotsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    cachedPublicRoute({
      path: '/get_slots.php',
      querystring: slotQuerySchema,
      answer: slotsAnswerSchema,
      topic: 'slots',
      cacheControl: CACHE_REVALIDATE,
      key: (q) =>
        [
          'slots',
          isFuture(q.future),
          q.limit ?? '',
          q.inspector ?? 'any',
          q.home_size ?? '',
          q.property_age ?? '',
          q.addons.join('.'),
          q.units ?? '',
          q.zip ?? '',
        ].join('|'),
      load: async (db, q) => {
        const now = new Date();
        const { timeZone } = await getSiteSettings(db, app.env);
        const { slots, fromHours } = await getSlots(db, {
          future: isFuture(q.future),
          limit: q.limit,
          now,
          inspectorId: q.inspector,
          visit: {
            homeSizeId: q.home_size,
            propertyAgeId: q.property_age,
            addonIds: q.addons,
            units: q.units ?? 0,
          },
          zip: q.zip,
          timeZone,
        });
        // Future slots leave the list when the first one starts: the copy ends then.
        const first = isFuture(q.future) ? slots[0] : undefined;
        const firstEnds = first ? Date.parse(first.start) : Infinity;
        return {
          value: slots,
          expiresAt: fromHours ? Math.min(firstEnds, now.getTime() + HOURS_COPY_MS) : firstEnds,
        };
      },
    }),
  );
};
