import type { Db } from '../../db/database';
import {
  type CardPaymentClaim,
  claimAuthorizationForOrder,
  type VerifiedCardPayment,
  verifyCardPayment,
} from '../../payments/order-authorization.service';

export type PaymentClaim = CardPaymentClaim;
export type VerifiedPayment = VerifiedCardPayment;

/**
 * How placeOrder checks a card payment: `verify` before saving an order whose payment_status is
 * not "pending", and `linkOrder` inside the order's transaction once it has an id. Throw
 * HttpError from either to refuse the order. Tests put a stand-in gateway check here.
 */
export interface OrderPaymentHooks {
  verify(db: Db, claim: PaymentClaim): Promise<VerifiedPayment>;
  linkOrder?(
    trx: Db,
    link: { orderId: number; orderUuid: string; transactionId: string },
  ): Promise<void>;
}

/** The real check: against the payments module's own records of the gateway. */
export const cardPayments: OrderPaymentHooks = {
  verify: verifyCardPayment,
  linkOrder: claimAuthorizationForOrder,
};
