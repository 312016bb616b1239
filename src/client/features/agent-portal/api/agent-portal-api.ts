import {
  AGENT_PORTAL_API as API,
  type AgentInspectionAnswer,
  type AgentInspectionsAnswer,
  type AgentOwnProfile,
  type AgentProfileSaved,
  type AgentStatusAnswer,
} from '../../../../shared/agents/agent-portal';
import { ApiError, apiPost } from '../../../lib/api';
import { useApiQuery } from '../../../lib/record-query';

// /agent's calls: the agent's inspections, one of them, and their own details.

// A 401/403/404 is an answer, not a hiccup: no retries.
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;
const options = { staleTime: 30_000, retry };

export const useAgentInspections = () =>
  useApiQuery<AgentInspectionsAnswer>(['agent-portal', 'inspections'], API.inspections, options);

/** Whether the signed-in user is an agent (/user/home shows the link to /agent). */
export const useAgentStatus = () =>
  useApiQuery<AgentStatusAnswer>(['agent-portal', 'status'], API.status, {
    ...options,
    staleTime: 60_000,
  });

export const useAgentInspection = (id: number) =>
  useApiQuery<AgentInspectionAnswer>(
    ['agent-portal', 'inspection', id],
    `${API.inspection}?id=${id}`,
    options,
  );

/** The HTTP status of a refused read (undefined: not a refusal). */
export const refusedStatus = (error: unknown) =>
  error instanceof ApiError ? error.status : undefined;

export const saveAgentProfile = (values: AgentOwnProfile) =>
  apiPost<AgentProfileSaved>(API.profile, values);
