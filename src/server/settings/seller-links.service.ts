import {
  SELLER_LINK_DAYS_DEFAULT,
  SELLER_LINK_DAYS_MAX,
} from '../../shared/reports/repair-requests';
import { linkDaysSetting } from './audited-setting';

// Advanced → Reports: how long a repair request's read-only link for the seller's side lasts.

const linkDays = linkDaysSetting({
  key: 'repairRequests.sellerLinkDays',
  section: 'seller-links',
  name: 'sellerLinkDays',
  max: SELLER_LINK_DAYS_MAX,
  fallback: SELLER_LINK_DAYS_DEFAULT,
});

/** The administrator's choice, else 14 days. */
export const getSellerLinkDays = linkDays.get;

/** Saves the lifetime of new links (audited); issued links keep theirs. */
export const saveSellerLinkDays = linkDays.save;
