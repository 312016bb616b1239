import type {
  RealtorLinkRefusal,
  RealtorOrderView,
} from '../../../../shared/realtor-access/realtor-access';
import { type LinkOutcome, openLink } from '../../../lib/open-link';

export type OpenOutcome = LinkOutcome<RealtorOrderView, RealtorLinkRefusal>;

const TRY_AGAIN = 'We could not open the reports just now. Please try again in a minute.';

/** The page's button: checks the token and lets this browser see the order. */
export function openRealtorLink(token: string): Promise<OpenOutcome> {
  return openLink('realtor_access.php', token, TRY_AGAIN);
}
