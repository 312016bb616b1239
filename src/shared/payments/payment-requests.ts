import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { cartSchema } from '../booking/cart';
import { positiveId } from '../booking/field-rules';
import { MESSAGES } from '../booking/messages';
import { slotMatchesCart } from '../booking/order-submission';
import { instant, limitedString, limitedText, limitedUuid } from '../schema-fields';

// The payment calls (POST /cms-admin/api/payment/*.php) and the words that go with them
// (docs/payments.md). The server validates with these schemas; the checkout page sends these shapes.

export const PAYMENT_MESSAGES = {
  authorizationFailed: 'Payment authorization failed. Please try again.',
  noToken: 'We could not tokenize your card (no opaqueData). Please try again.',
  tokenizationFailed: 'Tokenization failed. Please try again.',
  // Our words before the card form's own codes and texts, listed in an alert.
  cardFormError: 'The card form reported a problem:',
  saveFailedNotCharged: "We couldn't save your order. Your card was not charged.",
  saveFailedStaffFollowUp:
    "We couldn't save your order, and we could not release the hold on your card. Our staff will follow up with you.",
  // Refusals of capture and void.
  paymentNotFound: 'We could not find that payment.',
  captureFailed: 'The payment could not be captured.',
  voidFailed: 'The payment could not be released.',
  // Refusals of authorize.php before any card is charged (checkout token, limits).
  checkoutExpired:
    'This payment session (checkout_token) has expired or was already used. Please press Reserve & Pay again.',
  amountChanged:
    'The amount does not match the total of this checkout (checkout_token). Please reload the checkout page.',
  tooManyCheckouts:
    'Too many card payments were started from this browser or network. Please wait an hour and try again, or reserve without payment.',
} as const;

/** The server priced the checkout differently from the cart on the page (a price changed). */
export function totalChanged(serverTotal: string): string {
  return `The total of this booking is now $${serverTotal}. Nothing was charged: please check your cart and try again.`;
}

/** 429 after too many declined cards: the same words for a session, a network or a card. */
export function tooManyDeclines(minutes: number): string {
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many card payments were declined. For your security, card payments are paused; please try again in ${wait}, or call us.`;
}

/** Dollars as the browser sends them: 125, "125" or "125.00"; at most $100,000. */
const AMOUNT_INVALID = 'Amount must look like 125.00.';
const amount = lazySchema(() =>
  z.union([
    z.number().positive().max(100_000),
    limitedString(9, { invalid: AMOUNT_INVALID }).regex(/^\d{1,6}(?:\.\d{1,2})?$/, AMOUNT_INVALID),
  ]),
);

/** The token payment/checkout.php hands out: 43 base64url characters. */
const CHECKOUT_TOKEN_INVALID = 'checkout_token is missing or malformed. Please reload the page.';
const checkoutToken = lazySchema(() =>
  limitedString(64, { invalid: CHECKOUT_TOKEN_INVALID }).regex(
    /^[\w-]{20,64}$/,
    CHECKOUT_TOKEN_INVALID,
  ),
);

/**
 * POST payment/checkout.php: the customer starts paying by card. The server prices this cart for
 * this slot as it will price the order, and answers a short-lived token for exactly that amount.
 */
export const checkoutStartSchema = lazySchema(() =>
  z
    .object({
      slot_id: positiveId(MESSAGES.slotRequired),
      cart: cartSchema,
      order_uuid: limitedUuid('order_uuid must be a UUID.'),
      // The card is authorized for the total after the code, priced as the order will be.
      discount_code: limitedString(200).optional(),
      // A waitlist offer's held time: priced with its hold let through, as the order will be.
      waitlist_token: limitedString(64).optional(),
    })
    .superRefine(slotMatchesCart),
);
export type CheckoutStartRequest = z.infer<typeof checkoutStartSchema>;

/** payment/checkout.php's answer: the token and the server's amount it is good for. */
export const checkoutStartResponseSchema = lazySchema(() =>
  z.strictObject({
    checkout_token: z.string(),
    /** "725.00" */
    amount: z.string(),
    expires_at: instant,
  }),
);
export type CheckoutStartResponse = z.infer<typeof checkoutStartResponseSchema>;

export const authorizeRequestSchema = lazySchema(() =>
  z.object({
    opaqueData: z.object({
      dataDescriptor: z.string().min(1).max(100),
      dataValue: z.string().min(1).max(8192),
    }),
    /** Must equal the checkout's own amount; only the checkout token's amount is ever authorized. */
    amount,
    order_uuid: limitedUuid('order_uuid must be a UUID.'),
    checkout_token: checkoutToken,
  }),
);
export type AuthorizeRequest = z.infer<typeof authorizeRequestSchema>;

/** payment/authorize.php's answer for an approval. */
export const authorizeResponseSchema = lazySchema(() =>
  z.strictObject({
    transactionId: z.string(),
    authCode: z.string(),
    responseCode: z.string(),
  }),
);
export type AuthorizeResponse = z.infer<typeof authorizeResponseSchema>;

const transactionId = lazySchema(() =>
  limitedText(20, { invalid: 'transactionId must be digits.' }).regex(
    /^\d{1,20}$/,
    'transactionId must be digits.',
  ),
);

export const captureRequestSchema = lazySchema(() =>
  z.object({
    transactionId,
    amount: amount.optional(),
    order_id: z.coerce.number().int().positive().max(2_147_483_647),
  }),
);
export type CaptureRequest = z.infer<typeof captureRequestSchema>;

/**
 * payment/capture.php's answer: the order's total is captured (or already was); `authorized` for a
 * booking the office confirms first, whose card is captured at confirmation (decision 069).
 */
export const captureAnswerSchema = lazySchema(() =>
  z.strictObject({
    paymentStatus: z.enum(['paid', 'authorized']),
  }),
);
export type CaptureAnswer = z.infer<typeof captureAnswerSchema>;

export const voidRequestSchema = lazySchema(() => z.object({ transactionId }));
export type VoidRequest = z.infer<typeof voidRequestSchema>;

/** payment/void.php's answer: the hold on the card is released. */
export const voidAnswerSchema = lazySchema(() => z.strictObject({ voided: z.literal(true) }));
export type VoidAnswer = z.infer<typeof voidAnswerSchema>;
