import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailChangeConfirmSchema,
  emailChangedSchema,
  emailChangeRequestSchema,
  emailChangeSentSchema,
  PROFILE_MESSAGES,
  profileAnswerSchema,
  profileSavedSchema,
  profileSchema,
} from '../../shared/portal/profile';
import { requireUser } from '../auth/guards';
import { confirmEmailChange, profileOf, requestEmailChange, saveProfile } from './profile.service';

// /user/profile's calls: signed-in only (401 otherwise); posts pass the CSRF check like all.
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile.php', { schema: { response: { 200: profileAnswerSchema } } }, async (request) =>
    profileOf(app.db, requireUser(request), new Date()),
  );

  app.post(
    '/profile.php',
    { schema: { body: profileSchema, response: { 200: profileSavedSchema } } },
    async (request) => {
      const user = requireUser(request);
      const now = new Date();
      await saveProfile(app.db, user, request.body, now);
      return { message: PROFILE_MESSAGES.saved };
    },
  );

  app.post(
    '/email_change.php',
    { schema: { body: emailChangeRequestSchema, response: { 200: emailChangeSentSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { email } = request.body;
      await requestEmailChange(app, user, { email, ip: request.ip, now: new Date() });
      return { message: PROFILE_MESSAGES.codeSent(email), pendingEmail: email };
    },
  );

  app.post(
    '/email_change_confirm.php',
    { schema: { body: emailChangeConfirmSchema, response: { 200: emailChangedSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { email } = await confirmEmailChange(app, user, {
        code: request.body.code,
        now: new Date(),
      });
      return { message: PROFILE_MESSAGES.emailChanged(email), email };
    },
  );
};
