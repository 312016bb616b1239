import type { QueryClient } from '@tanstack/react-query';
import type { Slot } from '../../../../shared/slots/slot';
import type {
  WaitlistJoinAnswer,
  WaitlistJoinInput,
  WaitlistOffer,
} from '../../../../shared/waitlist/waitlist';
import { apiGet, apiPost } from '../../../lib/api';
import { ensureSessionLoaded } from '../../auth/api/use-session';

/** POST waitlist.php (the session call first sets the XSRF-TOKEN cookie the post sends back). */
export async function joinWaitlist(
  queryClient: QueryClient,
  body: WaitlistJoinInput,
): Promise<WaitlistJoinAnswer> {
  await ensureSessionLoaded(queryClient);
  return apiPost<WaitlistJoinAnswer>('waitlist.php', body);
}

export function fetchOffer(token: string): Promise<WaitlistOffer> {
  return apiGet<WaitlistOffer>(`waitlist_offer.php?token=${encodeURIComponent(token)}`);
}

// The offer being booked: its link's token and the time it holds, kept in this browser until the
// order is placed or the hold ends, so the order form lists the held time and the checkout sends
// the token with the order.

const KEY = 'waitlistOffer';

export interface HeldOffer {
  token: string;
  slot: Slot;
  expiresAt: string;
}

export function storeHeldOffer(offer: HeldOffer): void {
  localStorage.setItem(KEY, JSON.stringify(offer));
}

export function readHeldOffer(now = Date.now()): HeldOffer | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const offer = JSON.parse(localStorage.getItem(KEY) ?? 'null') as HeldOffer | null;
    return offer && Date.parse(offer.expiresAt) > now ? offer : undefined;
  } catch {
    return undefined;
  }
}

export function clearHeldOffer(): void {
  localStorage.removeItem(KEY);
}

/** The token to send with an order for `slotId`, when it is the held time. */
export function heldTokenFor(slotId: number): string | undefined {
  const offer = readHeldOffer();
  return offer?.slot.id === slotId ? offer.token : undefined;
}
