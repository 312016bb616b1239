import { wholeNumberSettingGroup } from '../../admin/ui/settings-form';
import { realtorLinkDays } from '../realtor-links.service';

// Advanced: how long a realtor's link to an order's reports lasts (realtor access, no account).

export const realtorLinkSettings = wholeNumberSettingGroup(realtorLinkDays, {
  title: 'Realtor links',
  intro:
    "A realtor opens an order's published reports by a link, without an account. Links already sent keep the lifetime they were issued with; Revoke on the order ends them sooner.",
  submit: 'Save realtor links',
  help: 'Counted from when the link is issued: when the reports are published, or by Issue link on the order.',
  saved: 'Saved. New realtor links use it at once.',
});
