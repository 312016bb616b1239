import { z } from 'zod';
import { limitedString, limitedText, limitedUuid } from '../limited-text';

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
} as const;

/** Dollars as the browser sends them: 125, "125" or "125.00"; at most $100,000. */
const AMOUNT_INVALID = 'Amount must look like 125.00.';
const amount = z.union([
  z.number().positive().max(100_000),
  limitedString(9, { invalid: AMOUNT_INVALID }).regex(/^\d{1,6}(?:\.\d{1,2})?$/, AMOUNT_INVALID),
]);

export const authorizeRequestSchema = z.object({
  opaqueData: z.object({
    dataDescriptor: z.string().min(1).max(100),
    dataValue: z.string().min(1).max(8192),
  }),
  amount,
  order_uuid: limitedUuid('order_uuid must be a UUID.'),
});
export type AuthorizeRequest = z.infer<typeof authorizeRequestSchema>;

/** payment/authorize.php's answer for an approval. */
export interface AuthorizeResponse {
  transactionId: string;
  authCode: string;
  responseCode: string;
}

const transactionId = limitedText(20, { invalid: 'transactionId must be digits.' }).regex(
  /^\d{1,20}$/,
  'transactionId must be digits.',
);

export const captureRequestSchema = z.object({
  transactionId,
  amount: amount.optional(),
  order_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type CaptureRequest = z.infer<typeof captureRequestSchema>;

export const voidRequestSchema = z.object({ transactionId });
export type VoidRequest = z.infer<typeof voidRequestSchema>;
