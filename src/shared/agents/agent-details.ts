import { z } from 'zod';
import { EMAIL_PATTERN, REALTOR_PHONE_PATTERN } from '../booking/field-rules';
import { normalizeEmail } from '../email-address';

// An agent's details as the office edits them (Admin → Agents): each refusal names its field.

export const AGENT_DETAIL_MESSAGES = {
  name: 'Name: enter the agent’s name (at most 100 characters).',
  email: 'E-mail: enter a valid e-mail address.',
  phone: 'Phone: digits, spaces and dashes, at least 7 (or leave it empty).',
  agency: 'Brokerage: at most 200 characters.',
  emailTaken: 'E-mail: another agent has this address; merge the two instead.',
} as const;

const oneLine = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .transform((v) => v.trim())
    .refine((v) => !/[\r\n]/.test(v), message);

export const agentDetailsSchema = z.object({
  name: oneLine(100, AGENT_DETAIL_MESSAGES.name).refine(
    (v) => v !== '',
    AGENT_DETAIL_MESSAGES.name,
  ),
  email: oneLine(254, AGENT_DETAIL_MESSAGES.email)
    .refine((v) => EMAIL_PATTERN.test(v), AGENT_DETAIL_MESSAGES.email)
    .transform(normalizeEmail),
  phone: oneLine(40, AGENT_DETAIL_MESSAGES.phone).refine(
    (v) => v === '' || REALTOR_PHONE_PATTERN.test(v),
    AGENT_DETAIL_MESSAGES.phone,
  ),
  agency: oneLine(200, AGENT_DETAIL_MESSAGES.agency),
});
export type AgentDetails = z.output<typeof agentDetailsSchema>;
