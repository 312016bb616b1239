import {
  REALTOR_LINK_DAYS_DEFAULT,
  REALTOR_LINK_DAYS_MAX,
} from '../../shared/realtor-access/realtor-access';
import { linkDaysSetting } from './audited-setting';

// Advanced → Realtor links: how long a realtor's link to an order's reports lasts. `get` answers
// the administrator's choice, else 30 days; `save` sets the lifetime of new links (audited) and
// answers whether it changed. Issued links keep theirs.

export const realtorLinkDays = linkDaysSetting({
  key: 'realtor.linkDays',
  section: 'realtor-links',
  name: 'realtorLinkDays',
  label: 'Realtor links last (days)',
  max: REALTOR_LINK_DAYS_MAX,
  fallback: REALTOR_LINK_DAYS_DEFAULT,
});
