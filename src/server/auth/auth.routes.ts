import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type AuthenticateAnswer,
  authenticateAnswerSchema,
  loginCodeRequestSchema,
  loginLinkRequestSchema,
  LOGIN_LINK_SENT_MESSAGE,
  loginTokenSchema,
} from '../../shared/auth/login';
import { badRequest } from '../errors';
import { ensureSession } from './session.service';
import { completeSignIn, requestLoginLink, signInWithCode, signInWithToken } from './auth.service';
import {
  LINK_INVALID,
  LINK_NEEDS_BUTTON,
  SIGNED_IN_MESSAGE,
} from '../../shared/auth/sign-in-messages';

const SIGNED_IN: AuthenticateAnswer = { success: true, message: SIGNED_IN_MESSAGE };

/** The first rule a value breaks, as the 400 answer's message (the login page shows it as is). */
function parseOrFail<T>(schema: z.ZodType<T>, value: unknown): T {
  // A body that is not an object (plain text, nothing) is read as one with no fields.
  const result = schema.safeParse(typeof value === 'object' && value !== null ? value : {});
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Invalid request.';
  throw badRequest(message, { success: false, message });
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // A text answer, the same whether or not the account exists: it must not reveal accounts.
  app.post('/request_login_link.php', async (request, reply) => {
    const { email } = parseOrFail(loginLinkRequestSchema, request.body);
    const session = await ensureSession(request, reply);
    await requestLoginLink(app, { email, ip: request.ip, sessionId: session.id, now: new Date() });
    return reply.type('text/plain; charset=utf-8').send(LOGIN_LINK_SENT_MESSAGE);
  });

  // Opening a link must never spend it: mail scanners open links too. Old pages that still
  // call this are told to press the button; the token is not even looked at.
  const answer = { response: { 200: authenticateAnswerSchema } };
  app.get('/authenticate.php', { schema: answer }, async (): Promise<AuthenticateAnswer> => {
    return { success: false, message: LINK_NEEDS_BUTTON };
  });

  // {code} from the code form, or {token} from the link page's "Sign in" button; both go through
  // the CSRF check, so another site cannot sign this browser in. The page reads the answer's text
  // as JSON with `success`.
  app.post(
    '/authenticate.php',
    { schema: answer },
    async (request, reply): Promise<AuthenticateAnswer> => {
      const body = request.body;
      const now = new Date();
      if (typeof body === 'object' && body !== null && 'token' in body) {
        const token = loginTokenSchema.safeParse(body.token);
        if (!token.success) return { success: false, message: LINK_INVALID };
        const outcome = await signInWithToken(app, token.data, now);
        if ('failure' in outcome) return { success: false, message: outcome.failure };
        await completeSignIn(request, reply, outcome.user, now);
        return SIGNED_IN;
      }
      const { code } = parseOrFail(loginCodeRequestSchema, body);
      const session = await ensureSession(request, reply);
      const outcome = await signInWithCode(app, {
        code,
        sessionId: session.id,
        ip: request.ip,
        now,
      });
      if ('failure' in outcome) return { success: false, message: outcome.failure };
      await completeSignIn(request, reply, outcome.user, now);
      return SIGNED_IN;
    },
  );
};
