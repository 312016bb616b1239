import type { OrderPayment, OrderSubmission } from '../../shared/booking/order-submission';
import type { Db } from '../db/database';
import { HttpError } from '../errors';
import {
  claimAuthorization,
  findApprovedAuthorization,
  listAttempts,
} from './payment-attempts.repository';

export const PAYMENT_NOT_VERIFIED =
  'We could not confirm your card payment for this order. Your order was not saved.';
export const PAYMENT_ALREADY_RELEASED =
  'This card authorization has already been released. Please pay again.';

/** What a pay-now submission claims, with the server's own total (never the browser's). */
export interface CardPaymentClaim {
  orderUuid: string;
  sessionId: string | null;
  totalCents: number;
  paymentStatus: 'authorized' | 'paid';
  payment: OrderPayment;
  submission: OrderSubmission;
}

/** A card payment checked against this server's own records of the gateway. */
export interface VerifiedCardPayment {
  paymentStatus: 'authorized' | 'paid';
  transactionId: string;
  authCode: string;
  responseCode: string;
  authorizedCents: number;
  capturedCents: number | null;
}

/**
 * An order is saved as authorized or paid only for an authorization this server made, for this
 * order and this browser session, still held. The amount is our record of what was authorized,
 * never the browser's (the order service compares it with its own total).
 */
export async function verifyCardPayment(
  db: Db,
  claim: CardPaymentClaim,
): Promise<VerifiedCardPayment> {
  // The submission's top-level copy of the transaction id, when sent, must name the same one.
  const topLevel = claim.submission.transaction_id;
  if (topLevel && topLevel !== claim.payment.transactionId) {
    throw new HttpError(400, PAYMENT_NOT_VERIFIED);
  }
  const attempt = await findApprovedAuthorization(db, claim.payment.transactionId);
  const ours =
    attempt &&
    attempt.orderUuid === claim.orderUuid &&
    claim.sessionId !== null &&
    attempt.sessionId === claim.sessionId &&
    attempt.amountCents !== null;
  if (!attempt || !ours || attempt.amountCents === null) {
    throw new HttpError(400, PAYMENT_NOT_VERIFIED);
  }
  if (attempt.orderId !== null || attempt.reconcileStatus !== null) {
    throw new HttpError(409, PAYMENT_ALREADY_RELEASED);
  }
  let capturedCents: number | null = null;
  if (claim.paymentStatus === 'paid') {
    const attempts = await listAttempts(db, { transactionId: attempt.transactionId ?? '' });
    const capture = attempts.find((a) => a.kind === 'capture' && a.status === 'approved');
    capturedCents = capture ? (capture.amountCents ?? attempt.amountCents) : null;
    // "Paid" means the whole authorized amount was taken (a smaller capture is not paid).
    if (capturedCents !== attempt.amountCents) throw new HttpError(400, PAYMENT_NOT_VERIFIED);
  }
  return {
    paymentStatus: claim.paymentStatus,
    transactionId: claim.payment.transactionId,
    authCode: attempt.authCode ?? '',
    responseCode: attempt.responseCode ?? '1',
    authorizedCents: attempt.amountCents,
    capturedCents,
  };
}

/**
 * Inside the saved order's transaction: the authorization now belongs to the order, so the
 * reconciliation job leaves it alone. Refused when the job (or a void) took it first.
 */
export async function claimAuthorizationForOrder(
  trx: Db,
  link: { orderId: number; transactionId: string },
): Promise<void> {
  const claimed = await claimAuthorization(trx, link, new Date().toISOString());
  if (!claimed) throw new HttpError(409, PAYMENT_ALREADY_RELEASED);
}
