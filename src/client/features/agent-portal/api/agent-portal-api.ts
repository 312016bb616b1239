import { useQuery } from '@tanstack/react-query';
import {
  AGENT_PORTAL_API as API,
  type AgentInspectionAnswer,
  type AgentInspectionsAnswer,
  type AgentOwnProfile,
  type AgentProfileSaved,
  type AgentStatusAnswer,
} from '../../../../shared/agents/agent-portal';
import { ApiError, apiGet, apiPost } from '../../../lib/api';

// /agent's calls: the agent's inspections, one of them, and their own details.

// A 401/403/404 is an answer, not a hiccup: no retries.
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export function useAgentInspections() {
  return useQuery({
    queryKey: ['agent-portal', 'inspections'],
    queryFn: () => apiGet<AgentInspectionsAnswer>(API.inspections),
    staleTime: 30_000,
    retry,
  });
}

/** Whether the signed-in user is an agent (/user/home shows the link to /agent). */
export function useAgentStatus() {
  return useQuery({
    queryKey: ['agent-portal', 'status'],
    queryFn: () => apiGet<AgentStatusAnswer>(API.status),
    staleTime: 60_000,
    retry,
  });
}

export function useAgentInspection(id: number) {
  return useQuery({
    queryKey: ['agent-portal', 'inspection', id],
    queryFn: () => apiGet<AgentInspectionAnswer>(`${API.inspection}?id=${id}`),
    staleTime: 30_000,
    retry,
  });
}

/** The HTTP status of a refused read (undefined: not a refusal). */
export const refusedStatus = (error: unknown) =>
  error instanceof ApiError ? error.status : undefined;

export const saveAgentProfile = (values: AgentOwnProfile) =>
  apiPost<AgentProfileSaved>(API.profile, values);
