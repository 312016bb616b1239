import { wholeNumberSettingGroup } from '../../admin/ui/settings-form';
import { proposalHoldHours } from '../proposal-hold.service';

// Advanced: how long a time proposed for a request is held for the customer (decision 077).

export const proposalHoldSettings = wholeNumberSettingGroup(proposalHoldHours, {
  title: 'Proposed times',
  intro:
    'When you propose another time for a requested booking, that time is held for the customer to accept. Unanswered when the hold ends, the request lapses: it is cancelled, the card hold released, the time free again, and the customer is e-mailed.',
  submit: 'Save proposed times',
  help: 'Counted from when you propose it. Proposals already sent keep the hold they were given.',
  saved: 'Saved. The next proposed time uses it.',
});
