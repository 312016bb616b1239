import { claimAuthorizationForOrder, verifyCardPayment } from './order-authorization.service';

/**
 * Kept only while app.ts still passes it to the orders routes, which now call
 * order-authorization.service.ts themselves; delete this file once app.ts stops importing it.
 */
export const orderPaymentHooks = {
  verify: verifyCardPayment,
  linkOrder: claimAuthorizationForOrder,
};
