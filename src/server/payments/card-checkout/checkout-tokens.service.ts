import {
  type CheckoutStartResponse,
  PAYMENT_MESSAGES,
} from '../../../shared/payments/payment-requests';
import { centsToDecimal } from '../../../shared/money';
import type { Db } from '../../db/database';
import { HttpError } from '../../errors';
import { assertMayTryCard } from './card-limits.service';
import type { Caller } from './checkout-caller';
import {
  type CheckoutToken,
  consumeCheckoutToken,
  countIssuedSince,
  insertCheckoutToken,
  type NewCheckoutToken,
} from './checkout-tokens.repository';
import { newRandomToken, sha256Hex } from '../../auth/session-crypto';

// A card is authorized only for a checkout the server priced: payment/checkout.php issues a
// random token bound to the browser session, the slot and the server's total, good for a short
// time and one authorization. Only its SHA-256 is stored.

/** Long enough to type a card into the hosted form (its own token lives 15 minutes too). */
export const CHECKOUT_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
/** Checkouts a session, and a client address, may start in an hour. */
export const CHECKOUTS_PER_SESSION_HOUR = 20;
export const CHECKOUTS_PER_IP_HOUR = 60;

export type PricedCheckout = Pick<NewCheckoutToken, 'orderUuid' | 'slotId' | 'amountCents'>;

/** Issues a checkout token for the server-priced checkout (a declined-out caller gets 429). */
export async function issueCheckoutToken(
  db: Db,
  caller: Caller,
  checkout: PricedCheckout,
  now: Date,
): Promise<CheckoutStartResponse> {
  const ip = caller.ip ?? 'unknown';
  await assertMayTryCard(db, { sessionId: caller.sessionId, ip }, now);
  const since = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const issued = await countIssuedSince(db, { sessionId: caller.sessionId, ip }, since);
  if (issued.session >= CHECKOUTS_PER_SESSION_HOUR || issued.ip >= CHECKOUTS_PER_IP_HOUR)
    throw new HttpError(429, PAYMENT_MESSAGES.tooManyCheckouts);

  const token = newRandomToken();
  const expiresAt = new Date(now.getTime() + CHECKOUT_TOKEN_LIFETIME_MS).toISOString();
  await insertCheckoutToken(
    db,
    { tokenHash: sha256Hex(token), sessionId: caller.sessionId, ip, ...checkout, expiresAt },
    now.toISOString(),
  );
  return {
    checkout_token: token,
    amount: centsToDecimal(checkout.amountCents),
    expires_at: expiresAt,
  };
}

/**
 * Takes the checkout for one authorization: this session's, unexpired, unused, for this order
 * UUID, and the amount the browser names (when it names one) must be the checkout's own.
 */
export async function takeCheckoutToken(
  db: Db,
  caller: Caller,
  request: { token: string; orderUuid: string; amountCents: number },
  now: Date,
): Promise<CheckoutToken> {
  const checkout = await consumeCheckoutToken(
    db,
    { tokenHash: sha256Hex(request.token), sessionId: caller.sessionId },
    now.toISOString(),
  );
  if (!checkout || checkout.orderUuid !== request.orderUuid)
    throw new HttpError(409, PAYMENT_MESSAGES.checkoutExpired, {
      fields: { checkout_token: PAYMENT_MESSAGES.checkoutExpired },
    });
  if (checkout.amountCents !== request.amountCents)
    throw new HttpError(400, PAYMENT_MESSAGES.amountChanged, {
      fields: { amount: PAYMENT_MESSAGES.amountChanged },
    });
  return checkout;
}
