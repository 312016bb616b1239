import type { ManageLinkAnswer, ManageLinkRefusal } from '../../../../shared/portal/manage-link';
import { ApiError, apiPost } from '../../../lib/api';

export type ManageOutcome =
  | { kind: 'open'; orderId: number }
  | { kind: 'dead'; reason: ManageLinkRefusal }
  | { kind: 'error'; message: string };

const TRY_AGAIN = 'We could not open your inspection just now. Please try again in a minute.';

/** The page's button: spends the link and signs this browser in (POST, CSRF). */
export async function openManageLink(token: string): Promise<ManageOutcome> {
  try {
    const { orderId } = await apiPost<ManageLinkAnswer>('manage_link.php', { token });
    return { kind: 'open', orderId };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'error', message: TRY_AGAIN };
    const body = error.json<{ error?: string; reason?: ManageLinkRefusal }>();
    if (error.status === 404) return { kind: 'dead', reason: body?.reason ?? 'unknown' };
    return { kind: 'error', message: body?.error ?? TRY_AGAIN };
  }
}
