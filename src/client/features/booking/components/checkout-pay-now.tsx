import type { CheckoutValues } from '../../../../shared/booking/checkout';
import type {
  OrderResponse,
  OrderSubmissionInput,
} from '../../../../shared/booking/order-submission';

/**
 * HOOK POINT for card payments (SPEC §4 Pay now): the payments module replaces
 * `ReserveAndPayButton` with the hosted card form flow — token → authorize → `placeOrder` with
 * status authorized → capture → `finish`. Everything it needs from the checkout is in this context.
 */
export interface PayNowContext {
  /** False while the form is invalid or a submission is running (SPEC §5). */
  enabled: boolean;
  /** The cart total, "725.00"; the server prices the order itself and checks the authorization. */
  amount: string;
  /** The idempotency key of this checkout, also sent to payment/authorize.php. */
  orderUuid: string;
  /** Validates the form, showing and focusing its errors; the checkout values when valid. */
  validate(): Promise<CheckoutValues | undefined>;
  /** POST inspection_orders.php with this cart and checkout plus the card payment. */
  placeOrder(
    payment: Pick<OrderSubmissionInput, 'payment_status' | 'payment'>,
  ): Promise<OrderResponse>;
  /** Clears the cart and shows /thank-you/{id} with the reservation. */
  finish(id: number): Promise<void>;
  setBusy(busy: boolean): void;
  /** Shows a message above the buttons (null clears it). */
  setError(message: string | null): void;
}

export function ReserveAndPayButton(_context: PayNowContext) {
  return (
    <div>
      <button
        type="button"
        className="btn btn-primary btn-lg"
        disabled
        aria-describedby="pay-now-note"
      >
        Reserve &amp; Pay
      </button>
      <p id="pay-now-note" className="form-text mb-0">
        Card payment online is not available yet. Choose &ldquo;Pay later&rdquo; to reserve your
        date now and pay at the inspection.
      </p>
    </div>
  );
}
