import type { ManageLinkAnswer, ManageLinkRefusal } from '../../../../shared/portal/manage-link';
import { type LinkOutcome, openLink } from '../../../lib/open-link';

export type ManageOutcome = LinkOutcome<ManageLinkAnswer, ManageLinkRefusal>;

const TRY_AGAIN = 'We could not open your inspection just now. Please try again in a minute.';

/** The page's button: spends the link and signs this browser in. */
export function openManageLink(token: string): Promise<ManageOutcome> {
  return openLink('manage_link.php', token, TRY_AGAIN);
}
