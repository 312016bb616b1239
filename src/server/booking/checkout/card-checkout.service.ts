import type {
  CheckoutStartRequest,
  CheckoutStartResponse,
} from '../../../shared/payments/payment-requests';
import type { Db } from '../../db/database';
import { conflict } from '../../errors';
import type { Caller } from '../../payments/card-checkout/checkout-caller';
import { issueCheckoutToken } from '../../payments/card-checkout/checkout-tokens.service';
import { heldOffer } from '../../waitlist/waitlist.service';
import { priceSubmission } from './order-pricing';
import { findOrderByUuid } from '../orders/orders.repository';
import { ORDER_UUID_REUSED } from '../../../shared/booking/messages';

/**
 * POST payment/checkout.php: the customer starts paying by card. The cart is priced for its slot
 * as the order will be, and the payments module issues a token for exactly that total.
 */
export async function startCardCheckout(
  db: Db,
  caller: Caller,
  body: CheckoutStartRequest,
  now: Date,
  /** The business's: a time from working hours is checked in it, as the order will be. */
  timeZone: string,
): Promise<CheckoutStartResponse> {
  if (await findOrderByUuid(db, body.order_uuid)) throw conflict(ORDER_UUID_REUSED);
  // A waitlist offer's link: its held time is priced for this checkout (decision 070).
  const offer = body.waitlist_token ? await heldOffer(db, body.waitlist_token, now) : undefined;
  const { slot, totalCents } = await priceSubmission(db, body, now, timeZone, {
    exceptHold: offer?.entryId,
  });
  return issueCheckoutToken(
    db,
    caller,
    { orderUuid: body.order_uuid, slotId: slot.id, amountCents: totalCents },
    now,
  );
}
