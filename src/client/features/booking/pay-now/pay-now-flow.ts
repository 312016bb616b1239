import { cardPaymentFields } from '../../../../shared/booking/order-submission';
import {
  type AuthorizeRequest,
  type AuthorizeResponse,
  type CheckoutStartResponse,
  PAYMENT_MESSAGES,
  totalChanged,
} from '../../../../shared/payments/payment-requests';
import { ApiError } from '../../../lib/api';
import { serverWords } from '../../../lib/refusal';
import { type PaymentCalls, paymentCalls } from '../../payments/api/payment-calls';
import type { PayNowContext } from './pay-now-context';

type OpaqueData = AuthorizeRequest['opaqueData'];

// Pay now, from the card form's answer to the thank-you page (docs/payments.md):
// token → checkout (the server prices it) → authorize that amount → save the order (authorized)
// → capture → clear the cart → /thank-you/{id}.
// Every failure after the authorization leaves the customer told the truth: a failed save
// releases the card hold (or says staff will follow up), a failed capture keeps the order.

type CardMessage = { code?: unknown; text?: unknown };

/** What the card form handed back: a token, or the words to show. */
export type CardFormAnswer =
  { ok: true; opaqueData: OpaqueData } | { ok: false; message: string; details?: string[] };

export function readCardFormAnswer(response: unknown): CardFormAnswer {
  const r = (response ?? {}) as {
    opaqueData?: Partial<OpaqueData>;
    messages?: { resultCode?: unknown; message?: CardMessage[] };
  };
  if (typeof response !== 'object' || !r.messages) {
    return { ok: false, message: PAYMENT_MESSAGES.tokenizationFailed };
  }
  if (r.messages.resultCode === 'Error') {
    const details = (Array.isArray(r.messages.message) ? r.messages.message : []).map((m) =>
      [m.code, m.text].filter((s) => typeof s === 'string' && s).join(': '),
    );
    if (!details.some(Boolean)) return { ok: false, message: PAYMENT_MESSAGES.tokenizationFailed };
    return { ok: false, message: PAYMENT_MESSAGES.cardFormError, details };
  }
  const { dataDescriptor, dataValue } = r.opaqueData ?? {};
  if (!dataDescriptor || !dataValue) return { ok: false, message: PAYMENT_MESSAGES.noToken };
  return { ok: true, opaqueData: { dataDescriptor, dataValue } };
}

/** The server's own reason, when it gave one we can show (slot taken, amount changed...). */
function reasonOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  return serverWords(error);
}

/** Runs pay now for one card-form answer. */
export async function payNow(
  ctx: PayNowContext,
  response: unknown,
  calls: PaymentCalls = paymentCalls,
): Promise<void> {
  const answer = readCardFormAnswer(response);
  if (!answer.ok) {
    ctx.setError(answer.message, answer.details);
    return;
  }
  // The page behind the card form could not change, but check again before any money moves.
  if (!(await ctx.validate())) return;
  ctx.setBusy(true);
  ctx.setError(null);
  // Any failure from here on made a gateway call under this order UUID: the next try gets a new
  // one, or the gateway would refuse the same card, amount and invoice as a duplicate (reason 11).
  const fail = (message: string) => {
    ctx.renewOrderUuid();
    ctx.setError(message);
    ctx.setBusy(false);
  };

  // No gateway call yet: a refused checkout keeps the order UUID.
  const stop = (message: string) => {
    ctx.setError(message);
    ctx.setBusy(false);
  };
  let checkout: CheckoutStartResponse;
  try {
    checkout = await calls.startCheckout({
      slot_id: ctx.cart.selectedSlotId,
      cart: ctx.cart,
      order_uuid: ctx.orderUuid,
      ...(ctx.discountCode ? { discount_code: ctx.discountCode } : {}),
      ...(ctx.waitlistToken ? { waitlist_token: ctx.waitlistToken } : {}),
    });
  } catch (error) {
    stop(reasonOf(error) ?? PAYMENT_MESSAGES.authorizationFailed);
    return;
  }
  // The customer agreed to the total on the page; a different server price is not charged.
  if (checkout.amount !== ctx.amount) {
    stop(totalChanged(checkout.amount));
    return;
  }

  let auth: AuthorizeResponse;
  try {
    auth = await calls.authorize({
      opaqueData: answer.opaqueData,
      amount: checkout.amount,
      order_uuid: ctx.orderUuid,
      checkout_token: checkout.checkout_token,
    });
  } catch (error) {
    // The server's words for a refusal before the card was tried (too many declines, expired).
    fail(reasonOf(error) ?? PAYMENT_MESSAGES.authorizationFailed);
    return;
  }

  const submission = cardPaymentFields({
    transactionId: auth.transactionId,
    authCode: auth.authCode,
    responseCode: auth.responseCode,
    amount: ctx.amount,
  });
  let id: number;
  try {
    id = (await saveOnce(ctx, submission)).id;
  } catch (error) {
    // The server's reason (e.g. the date was just taken) follows our words.
    const withReason = (message: string) => [message, reasonOf(error)].filter(Boolean).join(' ');
    try {
      await calls.release({ transactionId: auth.transactionId });
    } catch {
      fail(withReason(PAYMENT_MESSAGES.saveFailedStaffFollowUp));
      return;
    }
    fail(withReason(PAYMENT_MESSAGES.saveFailedNotCharged));
    return;
  }

  try {
    await calls.capture({ transactionId: auth.transactionId, amount: ctx.amount, order_id: id });
  } catch (error) {
    // The order stays authorized for staff to capture; the customer has booked, so no message.
    console.warn('Payment capture failed; the order stays authorized.', {
      orderId: id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  await ctx.finish(id);
}

/**
 * Saves the order; when the answer is lost on the way (no HTTP status), asks once more with the
 * same order UUID, which answers the order if the first request did save it.
 */
async function saveOnce(
  ctx: PayNowContext,
  submission: Parameters<PayNowContext['placeOrder']>[0],
): Promise<{ id: number }> {
  try {
    return await ctx.placeOrder(submission);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    return ctx.placeOrder(submission);
  }
}
