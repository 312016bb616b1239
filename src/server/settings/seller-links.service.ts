import {
  SELLER_LINK_DAYS_DEFAULT,
  SELLER_LINK_DAYS_MAX,
} from '../../shared/reports/repair-requests';
import { linkDaysSetting } from './audited-setting';

// Advanced → Reports: how long a repair request's read-only link for the seller's side lasts.
// `get` answers the administrator's choice, else 14 days; `save` sets the lifetime of new links
// (audited). Issued links keep theirs.

export const sellerLinkDays = linkDaysSetting({
  key: 'repairRequests.sellerLinkDays',
  section: 'seller-links',
  name: 'sellerLinkDays',
  label: 'Seller links last (days)',
  max: SELLER_LINK_DAYS_MAX,
  fallback: SELLER_LINK_DAYS_DEFAULT,
});
