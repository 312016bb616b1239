import { z } from 'zod';
import { MOBILE_NUMBER_MESSAGE } from '../texts/mobile-number';
import { agentAgency, agentName } from './agent-fields';

// What the agent's portal (/agent) asks and is answered: the inspections an agent is named on,
// never their price. The answers' schemas are in agent-portal-answers.ts.

export type {
  AgentInspectionAnswer,
  AgentInspectionRow,
  AgentInspectionsAnswer,
  AgentProfile,
  AgentProfileSaved,
  AgentStatusAnswer,
} from './agent-portal-answers';

export const AGENT_PORTAL_API = {
  inspections: 'agent_inspections.php',
  inspection: 'agent_inspection.php',
  report: 'agent_report.php',
  status: 'agent_status.php',
  profile: 'agent_profile.php',
} as const;

export const AGENTS_ONLY =
  'This page is for agents named on our inspections. Sign in with the e-mail address your clients gave us.';
export const AGENT_INSPECTION_NOT_FOUND = 'Inspection not found.';

export const agentInspectionQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const agentReportPath = (id: number) => `/cms-admin/api/${AGENT_PORTAL_API.report}?id=${id}`;

export const AGENT_PROFILE_MESSAGES = {
  saved: 'Your details are saved.',
  name: 'Name: enter your name (at most 100 characters).',
  agency: 'Brokerage: at most 200 characters.',
} as const;

/**
 * POST agent_profile.php: the agent's own name, phone and brokerage. The e-mail is not here: it is
 * what signs the agent in and matches the checkouts naming them. The phone must be a mobile
 * number (normalised to E.164 by the server) or empty.
 */
export const agentOwnProfileSchema = z.object({
  name: agentName(AGENT_PROFILE_MESSAGES.name),
  phone: z.string().max(40, MOBILE_NUMBER_MESSAGE),
  agency: agentAgency(AGENT_PROFILE_MESSAGES.agency),
  // Texts about my clients' inspections to this phone; unticked withdraws.
  textConsent: z.boolean({ error: 'Please tick or clear this box.' }).default(false),
});
export type AgentOwnProfile = z.output<typeof agentOwnProfileSchema>;
export type AgentOwnProfileInput = z.input<typeof agentOwnProfileSchema>;
