import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slotQuerySchema } from '../../shared/slots/slot-query';
import { getSlots } from './slots.service';

export const slotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get_slots.php',
    { schema: { querystring: slotQuerySchema } },
    async (request, reply) => {
      const { future, limit } = request.query;
      reply.header('cache-control', 'no-store');
      return getSlots(app.db, {
        future: future === 'true' || future === '1',
        limit,
        now: new Date(),
      });
    },
  );
};
