import { z } from 'zod';
import { INSPECTION_STATUSES } from '../portal/inspection-status';
import { MOBILE_NUMBER_MESSAGE } from '../texts/mobile-number';

// What the agent's portal (/agent) asks and is answered: the inspections an agent is named on,
// never their price. Answers are strict (decision 039): an unlisted field fails on the server.

export const AGENT_PORTAL_API = {
  inspections: 'agent_inspections.php',
  inspection: 'agent_inspection.php',
  report: 'agent_report.php',
  status: 'agent_status.php',
  profile: 'agent_profile.php',
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
  /** Texts go to this phone: its owner agreed and did not answer STOP. */
  textConsent: z.boolean(),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

/** What the list and the inspection's page both show first: no price, no payment figures. */
const inspectionShape = {
  id: z.number(),
  /** ISO start; shown in the business time zone. */
  start: z.string(),
  address: z.string(),
  clientName: z.string(),
  status: z.enum(INSPECTION_STATUSES),
};

/** One inspection in the agent's list. */
export const agentInspectionRowSchema = z.strictObject({
  ...inspectionShape,
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

/** One inspection's summary. */
export const agentInspectionAnswerSchema = z.strictObject({
  ...inspectionShape,
  services: z.array(z.string()),
  /** The client shares the reports with their realtor (checkout's realtor access "Yes"). */
  shared: z.boolean(),
  reports: z.array(agentReportSchema),
});
export type AgentInspectionAnswer = z.infer<typeof agentInspectionAnswerSchema>;

export const agentReportPath = (id: number) => `/cms-admin/api/${AGENT_PORTAL_API.report}?id=${id}`;

export const AGENT_PROFILE_MESSAGES = {
  saved: 'Your details are saved.',
  name: 'Name: enter your name (at most 100 characters).',
  agency: 'Brokerage: at most 200 characters.',
} as const;

const oneLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .transform((v) => v.trim())
    .refine((v) => !/[\r\n]/.test(v), message);

/**
 * POST agent_profile.php: the agent's own name, phone and brokerage. The e-mail is not here: it is
 * what signs the agent in and matches the checkouts naming them. The phone must be a mobile
 * number (normalised to E.164 by the server) or empty.
 */
export const agentOwnProfileSchema = z.object({
  name: oneLine(100, AGENT_PROFILE_MESSAGES.name).refine(
    (v) => v !== '',
    AGENT_PROFILE_MESSAGES.name,
  ),
  phone: z.string().max(40, MOBILE_NUMBER_MESSAGE),
  agency: oneLine(200, AGENT_PROFILE_MESSAGES.agency),
  // Texts about my clients' inspections to this phone; unticked withdraws.
  textConsent: z.boolean({ error: 'Please tick or clear this box.' }).default(false),
});
export type AgentOwnProfile = z.output<typeof agentOwnProfileSchema>;
export type AgentOwnProfileInput = z.input<typeof agentOwnProfileSchema>;

export const agentProfileSavedSchema = z.strictObject({
  message: z.string(),
  agent: agentProfileSchema,
});
export type AgentProfileSaved = z.infer<typeof agentProfileSavedSchema>;
