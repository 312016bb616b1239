import { z } from 'zod';
import { EMAIL_PATTERN, REALTOR_PHONE_PATTERN } from '../booking/field-rules';
import { normalizeEmail } from '../email-address';
import { agentAgency, agentName, oneLine } from './agent-fields';

// An agent's details as the office edits them (Admin → Agents): each refusal names its field.

export const AGENT_DETAIL_MESSAGES = {
  name: 'Name: enter the agent’s name (at most 100 characters).',
  email: 'E-mail: enter a valid e-mail address.',
  phone: 'Phone: digits, spaces and dashes, at least 7 (or leave it empty).',
  agency: 'Brokerage: at most 200 characters.',
  emailTaken: 'E-mail: another agent has this address; merge the two instead.',
} as const;

export const agentDetailsSchema = z.object({
  name: agentName(AGENT_DETAIL_MESSAGES.name),
  email: oneLine(254, AGENT_DETAIL_MESSAGES.email)
    .refine((v) => EMAIL_PATTERN.test(v), AGENT_DETAIL_MESSAGES.email)
    .transform(normalizeEmail),
  phone: oneLine(40, AGENT_DETAIL_MESSAGES.phone).refine(
    (v) => v === '' || REALTOR_PHONE_PATTERN.test(v),
    AGENT_DETAIL_MESSAGES.phone,
  ),
  agency: agentAgency(AGENT_DETAIL_MESSAGES.agency),
});
export type AgentDetails = z.output<typeof agentDetailsSchema>;
