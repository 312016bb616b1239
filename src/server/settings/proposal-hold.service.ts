import { auditedSetting, wholeNumberField } from './audited-setting';

// Advanced → Confirming bookings: how long a time the office proposes for a request is held for
// the customer's yes (decision 077). Unanswered by then, the request lapses and the time is free.

export const PROPOSAL_HOLD_HOURS_DEFAULT = 48;
export const PROPOSAL_HOLD_HOURS_MAX = 720;
const NAME = 'proposalHoldHours' as const;
const LABEL = 'A proposed time is held for (hours)';

/**
 * `get` answers the administrator's choice, else 48 hours; `save` is the administrator's change,
 * audited. Proposals already sent keep the hold they were given.
 */
export const proposalHoldHours = {
  ...auditedSetting<number>({
    key: 'booking.proposalHoldHours',
    section: 'proposal-hold',
    read: (stored) => {
      const value = Number(stored);
      return stored !== undefined && Number.isInteger(value) && value >= 1
        ? Math.min(value, PROPOSAL_HOLD_HOURS_MAX)
        : PROPOSAL_HOLD_HOURS_DEFAULT;
    },
    details: (from, to) => ({ [NAME]: { from, to } }),
  }),
  section: 'proposal-hold',
  name: NAME,
  label: LABEL,
  field: wholeNumberField(LABEL, PROPOSAL_HOLD_HOURS_MAX),
};
