import { dollarsToCents } from '../../../shared/money';
import {
  type AuthorizeRequest,
  type AuthorizeResponse,
  PAYMENT_MESSAGES,
  type VoidRequest,
} from '../../../shared/payments/payment-requests';
import { HttpError, notFound } from '../../errors';
import { assertMayTryCard, cardLabel, cardRefusal, recordDecline } from './card-limits.service';
import type { Caller } from './checkout-caller';
import { takeCheckoutToken } from './checkout-tokens.service';
import type { BillTo, TransactionResult } from '../gateway/gateway.types';
import { claimForVoid, recordReconcileOutcome } from '../payment-attempts.repository';
import { authorizeWithAttempt, type PaymentDeps, voidWithAttempt } from '../payments.service';
import { orderHasTransaction } from '../reconciliation/reconciliation.repository';

// The checkout page's own payment calls. A card is authorized only for a checkout the server
// priced (checkout-tokens.service.ts), for exactly that amount, and only while the session, the
// client address and the card are under the decline limit (card-limits.service.ts). The order is
// saved as authorized only when that amount equals the server's own total
// (order-authorization.service.ts), and its capture is booking's (order-checkout.service.ts). A
// void only releases an authorization of this browser session that no saved order holds.

export async function authorizeCheckout(
  deps: PaymentDeps,
  caller: Caller,
  body: AuthorizeRequest,
  billTo?: BillTo,
): Promise<AuthorizeResponse> {
  const { approval } = await authorizeCard(deps, caller, body, billTo);
  return approval;
}

/** The card as the gateway's approval names it (type, e.g. "Visa", and "XXXX1111"). */
export interface ApprovedCard {
  accountType: string | null;
  accountNumber: string | null;
}

/**
 * authorize.php's rules for any priced checkout (the cart's, or a reserved order's): the approval
 * with the card the gateway named, or the same refusals.
 */
export async function authorizeCard(
  deps: PaymentDeps,
  caller: Caller,
  body: AuthorizeRequest,
  billTo?: BillTo,
): Promise<{ approval: AuthorizeResponse; card: ApprovedCard }> {
  const now = deps.now?.() ?? new Date();
  const who = { sessionId: caller.sessionId, ip: caller.ip ?? 'unknown' };
  await assertMayTryCard(deps.db, who, now);
  const checkout = await takeCheckoutToken(
    deps.db,
    caller,
    {
      token: body.checkout_token,
      orderUuid: body.order_uuid,
      amountCents: dollarsToCents(body.amount),
    },
    now,
  );
  const { result } = await authorizeWithAttempt(deps, {
    amountCents: checkout.amountCents,
    opaqueData: body.opaqueData,
    orderUuid: checkout.orderUuid,
    sessionId: caller.sessionId,
    billTo,
    customerIp: caller.ip,
  });
  const card =
    'accountNumber' in result ? cardLabel(result.accountType, result.accountNumber) : null;
  // A card past the decline limit is refused whatever the gateway said: an approval is released.
  const cardRefused = await cardRefusal(deps.db, card, now);
  if (result.status === 'approved' && cardRefused) {
    await releaseRefused(deps, caller, result.transactionId);
    throw cardRefused;
  }
  if (result.status === 'approved') {
    return {
      approval: {
        transactionId: result.transactionId,
        authCode: result.authCode ?? '',
        responseCode: result.responseCode,
      },
      card: { accountType: result.accountType, accountNumber: result.accountNumber },
    };
  }
  const reason = declineReason(result);
  // An unknown outcome (timeout) is the gateway's trouble, not a declined card.
  if (reason !== undefined)
    await recordDecline(
      deps.db,
      { ...who, card, amountCents: checkout.amountCents, orderUuid: checkout.orderUuid, reason },
      now,
    );
  const unknown = reason === undefined;
  if (cardRefused) throw cardRefused;
  throw new HttpError(unknown ? 502 : 402, PAYMENT_MESSAGES.authorizationFailed, {
    responseCode: 'responseCode' in result ? result.responseCode : null,
  });
}

/** Why the gateway did not approve, as kept for staff; undefined when nobody knows. */
function declineReason(result: TransactionResult): string | undefined {
  switch (result.status) {
    case 'approved':
    case 'timeout':
    case 'unreachable':
      return undefined;
    case 'rejected':
      return `${result.code}: ${result.message}`;
    default:
      return `${result.reasonCode ?? result.responseCode}: ${result.message}`;
  }
}

/** Voids an approval refused for its card; a failed void is left to the reconciliation job. */
async function releaseRefused(deps: PaymentDeps, caller: Caller, transactionId: string) {
  try {
    await voidCheckout(deps, caller, { transactionId });
  } catch {
    // voidCheckout marked it for a retry: the job releases it within minutes.
  }
}

export async function voidCheckout(
  deps: PaymentDeps,
  caller: Caller,
  body: VoidRequest,
): Promise<{ voided: true }> {
  const now = new Date().toISOString();
  if (await orderHasTransaction(deps.db, body.transactionId)) {
    throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  }
  const attempt = await claimForVoid(
    deps.db,
    { transactionId: body.transactionId, sessionId: caller.sessionId },
    now,
  );
  if (!attempt) throw notFound(PAYMENT_MESSAGES.paymentNotFound);

  const { result } = await voidWithAttempt(deps, {
    transactionId: body.transactionId,
    orderUuid: attempt.orderUuid,
    orderId: null,
    sessionId: caller.sessionId,
    amountCents: attempt.amountCents ?? undefined,
  });
  if (result.status === 'approved') {
    await recordReconcileOutcome(deps.db, attempt.id, 'voided', now);
    return { voided: true };
  }
  if (result.status === 'error' && result.reasonCode === '16') {
    await recordReconcileOutcome(deps.db, attempt.id, 'nothing-to-void', now);
    return { voided: true };
  }
  // The reconciliation job tries again later; the customer is told staff will follow up.
  await recordReconcileOutcome(deps.db, attempt.id, 'retry', now);
  throw new HttpError(502, PAYMENT_MESSAGES.voidFailed);
}
