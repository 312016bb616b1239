import { z } from 'zod';
import { clientUuid } from './report-draft';
import { REPORT_NOT_FOUND } from './reports';

// The web report asks the client to confirm each Safety finding ("I have read this"); the
// business sees who confirmed which and when (docs/reports-writing.md, decision 058).

export const SAFETY_READS_API = {
  /** GET ?order=N: the Safety findings of the latest version and their confirmations (SafetyReads). */
  list: 'safety_reads.php',
  /** POST SafetyReadConfirm: the signed-in client confirms one (SafetyReads). */
  confirm: 'safety_read.php',
} as const;

export const SAFETY_READ_MESSAGES = {
  notFound: REPORT_NOT_FOUND,
  notSafety: 'That is not a Safety finding of the published report.',
  clientOnly: 'Only the client, signed in, confirms reading the Safety findings.',
} as const;

/** How long after publishing an unread Safety finding brings the one reminder. */
export const SAFETY_REMINDER_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

export const safetyReadConfirmSchema = z.object({
  orderId: z.number().int().positive().max(2_147_483_647),
  findingId: clientUuid,
});

export const safetyReadsSchema = z.strictObject({
  /** Whether this viewer confirms (the signed-in client), or only sees (the business). */
  canConfirm: z.boolean(),
  findings: z.array(
    z.strictObject({
      findingId: z.string(),
      text: z.string(),
      /** null: not confirmed yet. */
      read: z.strictObject({ by: z.string(), at: z.string() }).nullable(),
    }),
  ),
});
export type SafetyReads = z.infer<typeof safetyReadsSchema>;
