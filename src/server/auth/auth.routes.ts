import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AuthenticateAnswer,
  loginCodeRequestSchema,
  loginLinkRequestSchema,
  LOGIN_LINK_SENT_MESSAGE,
  loginTokenSchema,
} from '../../shared/auth/login';
import { badRequest, forbidden } from '../errors';
import { CROSS_SITE_MESSAGE, isCrossSite } from '../plugins/csrf';
import { ensureSession } from './session.service';
import {
  completeSignIn,
  LINK_INVALID,
  requestLoginLink,
  signInWithCode,
  signInWithToken,
} from './auth.service';

const SIGNED_IN: AuthenticateAnswer = { success: true, message: 'You are signed in.' };

/** The first rule a value breaks, as the 400 answer's message (the login page shows it as is). */
function parseOrFail<T>(schema: z.ZodType<T>, value: unknown): T {
  // A body that is not an object (plain text, nothing) is read as one with no fields.
  const result = schema.safeParse(typeof value === 'object' && value !== null ? value : {});
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Invalid request.';
  throw badRequest(message, { success: false, message });
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicOrigin = new URL(app.env.PUBLIC_URL).origin;

  // A text answer, the same whether or not the account exists: it must not reveal accounts.
  app.post('/request_login_link.php', async (request, reply) => {
    const { email } = parseOrFail(loginLinkRequestSchema, request.body);
    const session = await ensureSession(request, reply);
    await requestLoginLink(app, { email, ip: request.ip, sessionId: session.id, now: new Date() });
    return reply.type('text/plain; charset=utf-8').send(LOGIN_LINK_SENT_MESSAGE);
  });

  app.get(
    '/authenticate.php',
    { schema: { querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (request, reply): Promise<AuthenticateAnswer> => {
      // A link opened by another site must not sign this browser in (login CSRF).
      if (isCrossSite(request, publicOrigin)) throw forbidden(CROSS_SITE_MESSAGE);
      const token = loginTokenSchema.safeParse(request.query.token);
      if (!token.success) return { success: false, message: LINK_INVALID };
      const now = new Date();
      const outcome = await signInWithToken(app, token.data, now);
      if ('failure' in outcome) return { success: false, message: outcome.failure };
      await completeSignIn(request, reply, outcome.user, now);
      return SIGNED_IN;
    },
  );

  // The login page reads the answer's text as JSON with `success`.
  app.post('/authenticate.php', async (request, reply) => {
    const { code } = parseOrFail(loginCodeRequestSchema, request.body);
    const session = await ensureSession(request, reply);
    const now = new Date();
    const outcome = await signInWithCode(app, { code, sessionId: session.id, now });
    if ('failure' in outcome) return { success: false, message: outcome.failure };
    await completeSignIn(request, reply, outcome.user, now);
    return SIGNED_IN;
  });
};
