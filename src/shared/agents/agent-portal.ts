import { z } from 'zod';
import { INSPECTION_STATUSES } from '../portal/inspection-status';

// What the agent's portal (/agent) asks and is answered: the inspections an agent is named on,
// never their price. Answers are strict (decision 039): an unlisted field fails on the server.

export const AGENT_PORTAL_API = {
  inspections: 'agent_inspections.php',
  inspection: 'agent_inspection.php',
  report: 'agent_report.php',
  status: 'agent_status.php',
} as const;

/** GET agent_status.php: whether the signed-in user is an agent (/user/home links to /agent). */
export const agentStatusAnswerSchema = z.strictObject({ agent: z.boolean() });
export type AgentStatusAnswer = z.infer<typeof agentStatusAnswerSchema>;

export const AGENTS_ONLY =
  'This page is for agents named on our inspections. Sign in with the e-mail address your clients gave us.';
export const AGENT_INSPECTION_NOT_FOUND = 'Inspection not found.';

export const agentInspectionQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const agentProfileSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  agency: z.string(),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

/** One inspection in the agent's list. */
export const agentInspectionRowSchema = z.strictObject({
  id: z.number(),
  /** ISO start; shown in the business time zone. */
  start: z.string(),
  address: z.string(),
  clientName: z.string(),
  status: z.enum(INSPECTION_STATUSES),
  /** Reports published that the client shares with the agent. */
  sharedReports: z.number(),
});
export type AgentInspectionRow = z.infer<typeof agentInspectionRowSchema>;

export const agentInspectionsAnswerSchema = z.strictObject({
  agent: agentProfileSchema,
  inspections: z.array(agentInspectionRowSchema),
});
export type AgentInspectionsAnswer = z.infer<typeof agentInspectionsAnswerSchema>;

export const agentReportSchema = z.strictObject({
  id: z.number(),
  filename: z.string(),
  sizeBytes: z.number(),
  publishedAt: z.string().nullable(),
  /** Empty: it can be downloaded now. */
  waits: z.array(z.enum(['payment', 'agreement'])),
});

/** One inspection's summary: no price, no payment figures. */
export const agentInspectionAnswerSchema = z.strictObject({
  id: z.number(),
  start: z.string(),
  address: z.string(),
  clientName: z.string(),
  status: z.enum(INSPECTION_STATUSES),
  services: z.array(z.string()),
  /** The client shares the reports with their realtor (checkout's realtor access "Yes"). */
  shared: z.boolean(),
  reports: z.array(agentReportSchema),
});
export type AgentInspectionAnswer = z.infer<typeof agentInspectionAnswerSchema>;

export const agentReportPath = (id: number) => `/cms-admin/api/${AGENT_PORTAL_API.report}?id=${id}`;
