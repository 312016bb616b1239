import { z } from 'zod';

// An agent's name and brokerage keep one rule whoever edits them, the office (agent-details.ts)
// or the agent on /agent (agent-portal.ts); each side refuses in its own words.

/** One line of at most `max` characters, trimmed; anything else, even no text, gets `message`. */
export const oneLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .transform((v) => v.trim())
    .refine((v) => !/[\r\n]/.test(v), message);

/** The agent's name: required. */
export const agentName = (message: string) =>
  oneLine(100, message).refine((v) => v !== '', message);

/** The brokerage: may be empty. */
export const agentAgency = (message: string) => oneLine(200, message);
