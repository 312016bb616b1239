import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listServices } from './services.service';

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/services.php', async () => listServices(app.db));
};
