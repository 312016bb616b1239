import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type CalendarLinkAnswer,
  INSPECTOR_PORTAL_API as API,
  type InspectorSchedule,
} from '../../shared/inspector-portal/inspector-schedule';
import {
  calendarLinkAnswerSchema,
  calendarLinkRevokedSchema,
  inspectorScheduleSchema,
} from '../../shared/inspector-portal/inspector-schedule-answers';
import { INSPECTORS_ONLY, requireInspector } from '../auth/guards';
import { HttpError } from '../errors';
import { activeInspectorOfUser } from '../inspectors/inspectors.service';
import { createLinkLimiter } from './calendar-link-limits';
import { createCalendarLink, revokeCalendarLink } from './inspector-feeds.service';
import { inspectorSchedule } from './inspector-portal.service';
import { getSiteSettings } from '../settings/settings.service';

const emptyBody = z.object({}).strict().optional();

/** The inspector's own schedule (read) and calendar link (writes: CSRF-checked, rate-limited). */
export const inspectorPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createLinkLimiter();
  // The role and a profile: a user given the role before the profile was made is refused too.
  const inspectorOf = async (request: FastifyRequest) => {
    const user = requireInspector(request);
    const inspector = await activeInspectorOfUser(app.db, user.id);
    if (!inspector) throw new HttpError(403, INSPECTORS_ONLY);
    return { user, inspector };
  };

  const schedule = { response: { 200: inspectorScheduleSchema } };
  app.get(`/${API.schedule}`, { schema: schedule }, async (request): Promise<InspectorSchedule> => {
    const { inspector } = await inspectorOf(request);
    const { timeZone } = await getSiteSettings(app.db, app.env);
    return inspectorSchedule(app.db, inspector, new Date(), timeZone);
  });

  app.post(
    `/${API.createLink}`,
    { schema: { body: emptyBody, response: { 200: calendarLinkAnswerSchema } } },
    async (request): Promise<CalendarLinkAnswer> => {
      const { user, inspector } = await inspectorOf(request);
      const now = new Date();
      await limiter.take(app.db, user.id, now);
      const who = { userId: user.id, inspectorId: inspector.id };
      return createCalendarLink(app.db, who, app.env.PUBLIC_URL, now);
    },
  );

  const revoke = { body: emptyBody, response: { 200: calendarLinkRevokedSchema } };
  app.post(`/${API.revokeLink}`, { schema: revoke }, async (request) => {
    const { user, inspector } = await inspectorOf(request);
    const now = new Date();
    await limiter.take(app.db, user.id, now);
    const revoked = await revokeCalendarLink(
      app.db,
      { userId: user.id, inspectorId: inspector.id },
      now,
    );
    return { revoked };
  });
};
