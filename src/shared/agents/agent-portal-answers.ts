import { z } from 'zod';
import { inspectionSummarySchema } from '../portal/inspection-view';
import { realtorReportSchema } from '../realtor-access/realtor-access';

// The answers of the agent's portal (server/agent-portal/agent-portal.routes.ts), kept apart from
// agent-portal.ts so /agent's pages, which read only their types, build none of these schemas.
// Strict (decision 039): an unlisted field fails on the server.

/** The agent's own details: in the list's answer and in the answer to saving them. */
export const agentProfileSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  agency: z.string(),
  /** Texts go to this phone: its owner agreed and did not answer STOP. */
  textConsent: z.boolean(),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

/** POST agent_profile.php's answer. */
export const agentProfileSavedSchema = z.strictObject({
  message: z.string(),
  agent: agentProfileSchema,
});
export type AgentProfileSaved = z.infer<typeof agentProfileSavedSchema>;

/** GET agent_status.php: whether the signed-in user is an agent (/user/home links to /agent). */
export const agentStatusAnswerSchema = z.strictObject({ agent: z.boolean() });
export type AgentStatusAnswer = z.infer<typeof agentStatusAnswerSchema>;

const summary = inspectionSummarySchema.shape;

/**
 * What the list and the inspection's page both show first: the facts of the customer's own
 * summary (the service reads them from it), no price, no payment figures.
 */
const inspectionShape = {
  id: summary.id,
  start: summary.start,
  address: summary.address,
  clientName: z.string(),
  status: summary.status,
};

/** One inspection in the agent's list. */
export const agentInspectionRowSchema = z.strictObject({
  ...inspectionShape,
  /** Reports published that the client shares with the agent. */
  sharedReports: z.number(),
});
export type AgentInspectionRow = z.infer<typeof agentInspectionRowSchema>;

/** GET agent_inspections.php */
export const agentInspectionsAnswerSchema = z.strictObject({
  agent: agentProfileSchema,
  inspections: z.array(agentInspectionRowSchema),
});
export type AgentInspectionsAnswer = z.infer<typeof agentInspectionsAnswerSchema>;

/** A shared report as the realtor's link lists it, less its web version: /agent offers the PDF. */
export const agentReportSchema = realtorReportSchema.omit({ webVersion: true });

/** GET agent_inspection.php: one inspection's summary. */
export const agentInspectionAnswerSchema = z.strictObject({
  ...inspectionShape,
  services: z.array(z.string()),
  /** The client shares the reports with their realtor (checkout's realtor access "Yes"). */
  shared: z.boolean(),
  reports: z.array(agentReportSchema),
});
export type AgentInspectionAnswer = z.infer<typeof agentInspectionAnswerSchema>;
