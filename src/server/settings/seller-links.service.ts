import {
  SELLER_LINK_DAYS_DEFAULT,
  SELLER_LINK_DAYS_MAX,
} from '../../shared/reports/repair-requests';
import { auditedSetting } from './audited-setting';

// Advanced → Reports: how long a repair request's read-only link for the seller's side lasts.

const linkDays = auditedSetting({
  key: 'repairRequests.sellerLinkDays',
  section: 'seller-links',
  read: (stored) => {
    const value = Number(stored);
    return Number.isInteger(value) && value >= 1 && value <= SELLER_LINK_DAYS_MAX
      ? value
      : SELLER_LINK_DAYS_DEFAULT;
  },
  details: (from, to) => ({ sellerLinkDays: { from, to } }),
});

/** The administrator's choice, else 14 days. */
export const getSellerLinkDays = linkDays.get;

/** Saves the lifetime of new links (audited); issued links keep theirs. */
export const saveSellerLinkDays = linkDays.save;
