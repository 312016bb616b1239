import { dollarsToCents } from '../../shared/money';
import {
  type AuthorizeRequest,
  type AuthorizeResponse,
  type CaptureRequest,
  PAYMENT_MESSAGES,
  type VoidRequest,
} from '../../shared/payments/payment-requests';
import { HttpError, notFound } from '../errors';
import type { BillTo } from './gateway/gateway.types';
import { findOrderById } from '../booking/orders.repository';
import { orderHasTransaction } from './payment-attempts.repository';
import { claimForVoid, markOrderPaid } from './payment-orders.repository';
import {
  authorizeWithAttempt,
  captureWithAttempt,
  type PaymentDeps,
  voidWithAttempt,
} from './payments.service';
import { recordReconcileOutcome } from './reconciliation.repository';

// SPEC §7 payment calls of the checkout page, with SECURITY.md's safeguards: the browser's
// amount only opens an authorization (an order is saved as authorized only when that amount equals
// the server's own total, see order-payment-hooks.ts); capture takes the order's own total for
// the order's own transaction; void only releases an authorization of this browser session that
// no saved order holds.

export interface Caller {
  sessionId: string;
  userId: number | null;
  ip?: string;
}

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

export async function captureCheckout(
  deps: PaymentDeps,
  caller: Caller,
  body: CaptureRequest,
): Promise<{ paymentStatus: 'paid' }> {
  const order = await findOrderById(deps.db, body.order_id);
  const mine =
    order &&
    (order.sessionId === caller.sessionId ||
      (caller.userId !== null && order.userId === caller.userId));
  if (!order || !mine || order.transactionId !== body.transactionId) {
    throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  }
  if (order.paymentStatus === 'paid') return { paymentStatus: 'paid' };
  // A booking cancelled meanwhile (admin) is not charged; staff void or capture it themselves.
  if (order.paymentStatus !== 'authorized' || order.bookingStatus !== 'active')
    throw new HttpError(409, PAYMENT_MESSAGES.captureFailed);

  const { result } = await captureWithAttempt(deps, {
    transactionId: body.transactionId,
    amountCents: order.totalCents,
    orderUuid: order.orderUuid,
    orderId: order.id,
    sessionId: caller.sessionId,
  });
  // Reason 311 (already captured) is an approval too: the money was taken before.
  if (result.status !== 'approved') throw new HttpError(502, PAYMENT_MESSAGES.captureFailed);
  await markOrderPaid(deps.db, order.id, order.totalCents, new Date().toISOString());
  return { paymentStatus: 'paid' };
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
