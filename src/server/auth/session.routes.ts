import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  logoutAnswerSchema,
  type SessionAnswer,
  sessionAnswerSchema,
} from '../../shared/auth/login';
import { endSession, ensureSession, sendCsrfCookie } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The SPA reads user_id; it calls this at start, so it always ensures a session and
  // hands out the XSRF-TOKEN cookie that later posts send back (contracts).
  app.get(
    '/session.php',
    { schema: { response: { 200: sessionAnswerSchema } } },
    async (request, reply): Promise<SessionAnswer> => {
      await ensureSession(request, reply);
      sendCsrfCookie(request, reply);
      reply.header('cache-control', 'no-store');
      const user = request.user;
      if (!user) return {};
      return {
        user_id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        roles: user.roles,
        email: user.email,
      };
    },
  );

  app.post(
    '/logout.php',
    { schema: { response: { 200: logoutAnswerSchema } } },
    async (request, reply) => {
      await endSession(request, reply);
      return { success: true as const };
    },
  );
};
