import { WholeNumberField } from '../../admin/ui/form-fields';
import { oneSettingGroup } from '../../admin/ui/settings-form';
import { realtorLinkDaysSchema, saveRealtorLinkDays } from '../realtor-links.service';

// Advanced: how long a realtor's link to an order's reports lasts (realtor access, no account).

export const realtorLinkSettings = oneSettingGroup({
  action: 'realtor-links',
  name: 'realtorLinkDays',
  schema: realtorLinkDaysSchema,
  title: 'Realtor links',
  intro:
    "A realtor opens an order's published reports by a link, without an account. Links already sent keep the lifetime they were issued with; Revoke on the order ends them sooner.",
  submit: 'Save realtor links',
  field: (props) => (
    <WholeNumberField
      {...props}
      label="Realtor links last (days)"
      help="Counted from when the link is issued: when the reports are published, or by Issue link on the order."
    />
  ),
  write: (ctx, days) => saveRealtorLinkDays(ctx.db, ctx.actor, days),
  saved: 'Saved. New realtor links use it at once.',
});
