import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until sign-in lands: nobody is signed in, so the answer has no user_id (SPEC §4).
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/session.php', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return {};
  });
};
