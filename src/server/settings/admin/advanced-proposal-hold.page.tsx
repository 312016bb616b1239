import { WholeNumberField } from '../../admin/ui/form-fields';
import { oneSettingGroup } from '../../admin/ui/settings-form';
import { proposalHoldSchema, saveProposalHoldHours } from '../proposal-hold.service';

// Advanced: how long a time proposed for a request is held for the customer (decision 077).

export const proposalHoldSettings = oneSettingGroup({
  action: 'proposal-hold',
  name: 'proposalHoldHours',
  schema: proposalHoldSchema,
  title: 'Proposed times',
  intro:
    'When you propose another time for a requested booking, that time is held for the customer to accept. Unanswered when the hold ends, the request lapses: it is cancelled, the card hold released, the time free again, and the customer is e-mailed.',
  submit: 'Save proposed times',
  field: (props) => (
    <WholeNumberField
      {...props}
      label="A proposed time is held for (hours)"
      help="Counted from when you propose it. Proposals already sent keep the hold they were given."
    />
  ),
  write: (ctx, hours) => saveProposalHoldHours(ctx.db, ctx.actor, hours),
  saved: 'Saved. The next proposed time uses it.',
});
