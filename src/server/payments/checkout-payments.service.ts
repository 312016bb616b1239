import { dollarsToCents } from '../../shared/money';
import {
  type AuthorizeRequest,
  type AuthorizeResponse,
  PAYMENT_MESSAGES,
  type VoidRequest,
} from '../../shared/payments/payment-requests';
import { HttpError, notFound } from '../errors';
import type { Caller } from './checkout-caller';
import type { BillTo } from './gateway/gateway.types';
import { claimForVoid, recordReconcileOutcome } from './payment-attempts.repository';
import { authorizeWithAttempt, type PaymentDeps, voidWithAttempt } from './payments.service';
import { orderHasTransaction } from './reconciliation.repository';

// The checkout page's own payment calls. The browser's amount only opens an authorization: an
// order is saved as authorized only when that amount equals the server's own total (see
// order-authorization.service.ts), and its capture is booking's (order-checkout.service.ts). A
// void only releases an authorization of this browser session that no saved order holds.

export async function authorizeCheckout(
  deps: PaymentDeps,
  caller: Caller,
  body: AuthorizeRequest,
  billTo?: BillTo,
): Promise<AuthorizeResponse> {
  const { result } = await authorizeWithAttempt(deps, {
    amountCents: dollarsToCents(body.amount),
    opaqueData: body.opaqueData,
    orderUuid: body.order_uuid,
    sessionId: caller.sessionId,
    billTo,
    customerIp: caller.ip,
  });
  if (result.status === 'approved') {
    return {
      transactionId: result.transactionId,
      authCode: result.authCode ?? '',
      responseCode: result.responseCode,
    };
  }
  const unknown = result.status === 'timeout' || result.status === 'unreachable';
  throw new HttpError(unknown ? 502 : 402, PAYMENT_MESSAGES.authorizationFailed, {
    responseCode: 'responseCode' in result ? result.responseCode : null,
  });
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
  const attempt = await claimForVoid(deps.db, body.transactionId, caller.sessionId, now);
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
