import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { cartSchema } from './cart';
import { checkoutSchema } from './checkout';
import { positiveId } from './field-rules';
import { MESSAGES } from './messages';
import { BOOKING_STATUSES, ORDER_PAYMENT_STATUSES } from './order-status';
import { cents, instant, limitedString, limitedUuid, rowId } from '../schema-fields';

export const PAYMENT_STATUSES = ['pending', 'authorized', 'paid'] as const;
export type SubmittedPaymentStatus = (typeof PAYMENT_STATUSES)[number];

const AMOUNT_INVALID = 'Amount must look like 125.00.';
const amount = lazySchema(() =>
  z.union([
    z.number().nonnegative().max(1_000_000),
    limitedString(12, { invalid: AMOUNT_INVALID }).regex(/^\d{1,7}(?:\.\d{1,2})?$/, AMOUNT_INVALID),
  ]),
);

/** An order submission's payment: transactionId, authCode, responseCode, amount. */
export const orderPaymentSchema = lazySchema(() =>
  z.object({
    transactionId: z.string().trim().min(1).max(40),
    authCode: z.string().trim().max(20).default(''),
    responseCode: z.string().trim().max(10).default(''),
    amount,
  }),
);
export type OrderPayment = z.output<typeof orderPaymentSchema>;

/** A request's slot_id must be the date its cart was priced for (orders and card checkouts). */
export function slotMatchesCart(
  v: { slot_id: number; cart: { selectedSlotId: number } },
  ctx: z.RefinementCtx,
): void {
  if (v.cart.selectedSlotId !== v.slot_id)
    ctx.addIssue({
      code: 'custom',
      path: ['slot_id'],
      message: 'The chosen date does not match the cart.',
    });
}

/**
 * POST inspection_orders.php. Pay later sends payment_status "pending" and no payment;
 * pay now sends "authorized" (or "paid") with the gateway's answer, which the server verifies.
 * The browser's total is never trusted: the server prices the cart itself.
 */
export const orderSubmissionSchema = lazySchema(() =>
  z
    .object({
      slot_id: positiveId(MESSAGES.slotRequired),
      cart: cartSchema,
      checkout: checkoutSchema,
      order_uuid: limitedUuid('order_uuid must be a UUID.'),
      payment_status: z.enum(PAYMENT_STATUSES).default('pending'),
      payment: orderPaymentSchema.optional(),
      // When paid the submission also carries these at the top level (older readers look there).
      transaction_id: z.string().trim().max(40).optional(),
      amount: amount.optional(),
      auth_code: z.string().trim().max(20).optional(),
      response_code: z.string().trim().max(10).optional(),
      // A discount code applied at the checkout; the server checks and prices it again.
      discount_code: limitedString(200).optional(),
      // The link of a waitlist offer: the time it holds may be booked by its holder (decision 070).
      waitlist_token: limitedString(64).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.payment_status !== 'pending' && !v.payment)
        ctx.addIssue({
          code: 'custom',
          path: ['payment'],
          message: 'A card payment needs its transaction details.',
        });
      slotMatchesCart(v, ctx);
    }),
);

export type OrderSubmission = z.output<typeof orderSubmissionSchema>;
export type OrderSubmissionInput = z.input<typeof orderSubmissionSchema>;

/** What a card payment adds to an order submission: the payment, and its top-level copies. */
export function cardPaymentFields(
  payment: z.input<typeof orderPaymentSchema>,
  status: Exclude<SubmittedPaymentStatus, 'pending'> = 'authorized',
) {
  return {
    payment_status: status,
    payment,
    // The same facts at the top level too, where older readers of an order look.
    transaction_id: payment.transactionId,
    amount: payment.amount,
    auth_code: payment.authCode,
    response_code: payment.responseCode,
  } satisfies Partial<OrderSubmissionInput>;
}
export type CardPaymentFields = ReturnType<typeof cardPaymentFields>;

/** POST inspection_orders.php answer (201 when saved, 200 for a retry of a saved order). */
export const orderResponseSchema = lazySchema(() => z.strictObject({ id: rowId }));
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** GET inspection_orders.php?id= answer: what the thank-you page shows. */
export const orderSummarySchema = lazySchema(() =>
  z.strictObject({
    id: rowId,
    slot: z.strictObject({ id: rowId, start: instant, title: z.string() }),
    bookingStatus: z.enum(BOOKING_STATUSES),
    paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
    totalCents: cents,
    total: z.string(),
    firstName: z.string(),
    email: z.string(),
    /** The discount code applied and what it took off (total is after it). */
    discount: z.strictObject({ code: z.string(), cents }).optional(),
    /** The booked inspector's name (null: the business's own slot). */
    inspectorName: z.string().nullable().optional(),
  }),
);
export type OrderSummary = z.infer<typeof orderSummarySchema>;
