import type { OrderPayment, OrderSubmission } from '../../shared/booking/order-submission';
import type { Db } from '../db/database';
import { HttpError } from '../errors';

/** What a pay-now submission claims, with the server's own total (SECURITY.md: never the browser's). */
export interface PaymentClaim {
  orderUuid: string;
  sessionId: string | null;
  totalCents: number;
  paymentStatus: 'authorized' | 'paid';
  payment: OrderPayment;
  submission: OrderSubmission;
}

/** A card payment the payments module has checked against its own records of the gateway. */
export interface VerifiedPayment {
  paymentStatus: 'authorized' | 'paid';
  transactionId: string;
  authCode: string;
  responseCode: string;
  authorizedCents: number;
  capturedCents: number | null;
}

/**
 * The plug for card payments (SPEC §4 Pay now): POST inspection_orders.php calls `verify` before
 * saving an order whose payment_status is not "pending", and `linkOrder` inside the order's
 * transaction once it has an id. Throw HttpError from either to refuse the order.
 */
export interface OrderPaymentHooks {
  verify(db: Db, claim: PaymentClaim): Promise<VerifiedPayment>;
  linkOrder?(
    trx: Db,
    link: { orderId: number; orderUuid: string; transactionId: string },
  ): Promise<void>;
}

export const CARD_PAYMENT_UNAVAILABLE =
  'Card payment is not available yet. Please choose Reserve Without Payment.';

/** Until the payments module plugs in its hooks, only pay later is accepted. */
export const payLaterOnly: OrderPaymentHooks = {
  async verify() {
    throw new HttpError(400, CARD_PAYMENT_UNAVAILABLE);
  },
};
