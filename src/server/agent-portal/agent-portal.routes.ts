import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AGENT_PORTAL_API as API,
  agentInspectionQuerySchema,
  agentOwnProfileSchema,
  AGENT_PROFILE_MESSAGES,
} from '../../shared/agents/agent-portal';
import {
  agentInspectionAnswerSchema,
  agentInspectionsAnswerSchema,
  agentProfileSavedSchema,
  agentStatusAnswerSchema,
} from '../../shared/agents/agent-portal-answers';
import { agentOfEmail } from '../agents/agents.service';
import { requireUser } from '../auth/guards';
import {
  agentInspection,
  agentInspections,
  agentOfUser,
  sendAgentReport,
} from './agent-portal.service';
import { saveAgentProfile } from './agent-profile.service';

/** /agent's reads: the agent's inspections, one of them, and its shared reports' downloads. */
export const agentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in, and their e-mail an agent's (401 and 403 otherwise).
  const agentOf = (request: FastifyRequest) => agentOfUser(app.db, requireUser(request));

  app.get(
    `/${API.status}`,
    { schema: { response: { 200: agentStatusAnswerSchema } } },
    async (request) => ({ agent: !!(await agentOfEmail(app.db, requireUser(request).email)) }),
  );

  app.get(
    `/${API.inspections}`,
    { schema: { response: { 200: agentInspectionsAnswerSchema } } },
    async (request) => agentInspections(app.db, await agentOf(request), new Date()),
  );

  app.get(
    `/${API.inspection}`,
    {
      schema: {
        querystring: agentInspectionQuerySchema,
        response: { 200: agentInspectionAnswerSchema },
      },
    },
    async (request) =>
      agentInspection(app.db, await agentOf(request), request.query.id, new Date()),
  );

  // The agent's own details; posts pass the CSRF check like all.
  app.post(
    `/${API.profile}`,
    { schema: { body: agentOwnProfileSchema, response: { 200: agentProfileSavedSchema } } },
    async (request) => {
      const user = requireUser(request);
      const agent = await agentOfUser(app.db, user);
      const saved = await saveAgentProfile(app.db, agent, user, request.body, new Date());
      return { message: AGENT_PROFILE_MESSAGES.saved, agent: saved };
    },
  );
};

/** The download of a report shared with the agent: a file, not JSON, so it has no answer schema. */
export const agentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${API.report}`,
    { schema: { querystring: agentInspectionQuerySchema } },
    async (request, reply) => {
      const agent = await agentOfUser(app.db, requireUser(request));
      await sendAgentReport(app, reply, agent, request.query.id);
      return reply;
    },
  );
};
