import { parseForm } from '../../admin/ui/admin-form';
import { WholeNumberField } from '../../admin/ui/form-fields';
import { settingsGroup } from '../../admin/ui/settings-form';
import { realtorLinkDaysSchema, saveRealtorLinkDays } from '../realtor-links.service';

// Advanced: how long a realtor's link to an order's reports lasts (realtor access, no account).

export const realtorLinkSettings = settingsGroup({
  action: 'realtor-links',
  title: 'Realtor links',
  intro:
    "A realtor opens an order's published reports by a link, without an account. Links already sent keep the lifetime they were issued with; Revoke on the order ends them sooner.",
  submit: 'Save realtor links',
  shown: (days: number) => ({ realtorLinkDays: days }),
  fields: (value) => (
    <WholeNumberField
      name="realtorLinkDays"
      label="Realtor links last (days)"
      value={value('realtorLinkDays')}
      help="Counted from when the link is issued: when the reports are published, or by Issue link on the order."
    />
  ),
  read: (form) => parseForm(realtorLinkDaysSchema, form).realtorLinkDays,
  write: (ctx, days) => saveRealtorLinkDays(ctx.db, ctx.actor, days),
  saved: 'Saved. New realtor links use it at once.',
});
