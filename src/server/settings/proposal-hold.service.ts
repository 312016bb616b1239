import { z } from 'zod';
import { auditedSetting } from './audited-setting';

// Advanced → Confirming bookings: how long a time the office proposes for a request is held for
// the customer's yes (decision 077). Unanswered by then, the request lapses and the time is free.

export const PROPOSAL_HOLD_HOURS_DEFAULT = 48;
export const PROPOSAL_HOLD_HOURS_MAX = 720;
const LABEL = 'A proposed time is held for (hours)';

export const proposalHoldSchema = z.object({
  proposalHoldHours: z.coerce
    .number({ error: `${LABEL} must be a whole number.` })
    .int(`${LABEL} must be a whole number.`)
    .min(1, `${LABEL} must be at least 1.`)
    .max(PROPOSAL_HOLD_HOURS_MAX, `${LABEL} may be at most ${PROPOSAL_HOLD_HOURS_MAX}.`),
});

const proposalHold = auditedSetting<number>({
  key: 'booking.proposalHoldHours',
  section: 'proposal-hold',
  read: (stored) => {
    const value = Number(stored);
    return stored !== undefined && Number.isInteger(value) && value >= 1
      ? Math.min(value, PROPOSAL_HOLD_HOURS_MAX)
      : PROPOSAL_HOLD_HOURS_DEFAULT;
  },
  details: (from, to) => ({ proposalHoldHours: { from, to } }),
});

/** The administrator's choice, else 48 hours. */
export const getProposalHoldHours = proposalHold.get;
export const setProposalHoldHours = proposalHold.set;
/** The administrator's change, audited; proposals already sent keep the hold they were given. */
export const saveProposalHoldHours = proposalHold.save;
