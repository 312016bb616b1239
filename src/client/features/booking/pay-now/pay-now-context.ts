import type { Cart } from '../../../../shared/booking/cart';
import type { CheckoutValues } from '../../../../shared/booking/checkout';
import type { CardPaymentFields, OrderResponse } from '../../../../shared/booking/order-submission';

/** Everything the pay-now flow needs from the checkout form. */
export interface PayNowContext {
  /** False while the form is invalid or a submission is running. */
  enabled: boolean;
  /** True while a submission is running. */
  busy: boolean;
  /** The cart total, "725.00"; the server prices the order itself and checks the authorization. */
  amount: string;
  /** The cart being paid for: payment/checkout.php prices it for its slot. */
  cart: Cart;
  /** The discount code applied, priced again by payment/checkout.php. */
  discountCode?: string;
  /** A waitlist offer's token when the cart's time is held for this customer. */
  waitlistToken?: string;
  /** The idempotency key of this checkout, also sent to payment/authorize.php. */
  orderUuid: string;
  /** A new order UUID for the next try, after a gateway call under this one went wrong. */
  renewOrderUuid(): void;
  /** Validates the form, showing and focusing its errors; the checkout values when valid. */
  validate(): Promise<CheckoutValues | undefined>;
  /** POST inspection_orders.php with this cart and checkout plus the card payment. */
  placeOrder(payment: CardPaymentFields): Promise<OrderResponse>;
  /** Clears the cart and shows /thank-you/{id} with the reservation. */
  finish(id: number): Promise<void>;
  setBusy(busy: boolean): void;
  /** Shows a message above the buttons, with an optional list under it (null clears it). */
  setError(message: string | null, details?: string[]): void;
}
