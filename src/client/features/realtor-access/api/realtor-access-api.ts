import type {
  RealtorLinkRefusal,
  RealtorOrderView,
} from '../../../../shared/realtor-access/realtor-access';
import { ApiError, apiPost } from '../../../lib/api';

export type OpenOutcome =
  | { kind: 'open'; view: RealtorOrderView }
  | { kind: 'dead'; reason: RealtorLinkRefusal }
  | { kind: 'error'; message: string };

const TRY_AGAIN = 'We could not open the reports just now. Please try again in a minute.';

/** The page's button: checks the token and lets this browser see the order (POST, CSRF). */
export async function openRealtorLink(token: string): Promise<OpenOutcome> {
  try {
    const view = await apiPost<RealtorOrderView>('realtor_access.php', { token });
    return { kind: 'open', view };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'error', message: TRY_AGAIN };
    const body = error.json<{ error?: string; reason?: RealtorLinkRefusal }>();
    if (error.status === 404) return { kind: 'dead', reason: body?.reason ?? 'unknown' };
    return { kind: 'error', message: body?.error ?? TRY_AGAIN };
  }
}
