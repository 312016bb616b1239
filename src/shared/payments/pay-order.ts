import { z } from 'zod';
import { cents, instant, rowId } from '../schema-fields';
import { authorizeRequestSchema } from './payment-requests';
import { BOOKING_STATUSES, ORDER_PAYMENT_STATUSES } from '../booking/order-status';

// Paying a reserved order by card from the customer's pages (docs/payments.md): the calls'
// shapes and words. The server prices it: the browser names the order, never an amount.

export const PAY_ORDER_MESSAGES = {
  notFound: 'Order not found.',
  alreadyPaid: 'This order is already paid.',
  inProgress:
    'A payment for this order is already in progress. Please wait a minute and reload the page.',
  notPayable: 'This order can no longer be paid online. Please call us.',
  receiptNotFound: 'Receipt not found.',
  notSavedNotCharged:
    'We could not record your payment because the order changed meanwhile. Your card was not charged.',
  notSavedStaffFollowUp:
    'We could not record your payment, and we could not release the hold on your card. Our staff will follow up with you.',
} as const;

const orderId = z.coerce
  .number({ error: 'order_id must be a number.' })
  .int()
  .positive()
  .max(2_147_483_647);

/** POST pay_order/start.php: a checkout token for the order's own total. */
export const payOrderStartSchema = z.object({ order_id: orderId });
export type PayOrderStartRequest = z.infer<typeof payOrderStartSchema>;

/** POST pay_order/authorize.php: the card form's token and the checkout token for that order. */
export const payOrderAuthorizeSchema = z.object({
  order_id: orderId,
  opaqueData: authorizeRequestSchema.shape.opaqueData,
  checkout_token: authorizeRequestSchema.shape.checkout_token,
});
export type PayOrderAuthorizeRequest = z.infer<typeof payOrderAuthorizeSchema>;

export const orderIdQuerySchema = z.object({ id: orderId });

/** pay_order/authorize.php's answer: paid (captured) or authorized (captured later by staff). */
export const payOrderResponseSchema = z.strictObject({
  order_id: z.number(),
  payment_status: z.enum(['paid', 'authorized']),
  transaction_id: z.string(),
});
export type PayOrderResponse = z.infer<typeof payOrderResponseSchema>;

/** The card as a receipt shows it: "Visa", "1111". */
const receiptCardSchema = z.strictObject({
  type: z.string().nullable(),
  last4: z.string().nullable(),
});

const paymentOrderShape = {
  id: rowId,
  slotStart: instant,
  slotTitle: z.string(),
  property: z.string(),
  totalCents: cents,
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  bookingStatus: z.enum(BOOKING_STATUSES),
  /** Paid and authorized orders only. */
  paidAt: instant.nullable(),
  paidCents: cents.nullable(),
  card: receiptCardSchema.nullable(),
  transactionId: z.string().nullable(),
};
/** An order of the payments page. */
const paymentOrderSchema = z.strictObject(paymentOrderShape);
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** GET my_payments.php: orders to pay, then paid and authorized ones (each has a receipt). */
export const myPaymentsSchema = z.strictObject({
  timeZone: z.string(),
  unpaid: z.array(paymentOrderSchema),
  paid: z.array(paymentOrderSchema),
});
export type MyPayments = z.infer<typeof myPaymentsSchema>;

const receiptLineSchema = z.strictObject({
  name: z.string(),
  quantity: z.number(),
  amountCents: cents,
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** GET my_receipt.php?id=N: a paid or authorized order's receipt. */
export const receiptSchema = z.strictObject({
  business: z.strictObject({ name: z.string(), phone: z.string(), email: z.string() }),
  timeZone: z.string(),
  order: z.strictObject({
    ...paymentOrderShape,
    customerName: z.string(),
    customerEmail: z.string(),
  }),
  lines: z.array(receiptLineSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** Whether the payments page offers "Pay now" for an order (a reserved, active one). */
export const isPayable = (o: Pick<PaymentOrder, 'paymentStatus' | 'bookingStatus'>) =>
  o.paymentStatus === 'pending' && o.bookingStatus === 'active';

/** Whether an order has a receipt (card money taken or held). */
export const hasReceipt = (o: Pick<PaymentOrder, 'paymentStatus' | 'transactionId'>) =>
  (o.paymentStatus === 'paid' || o.paymentStatus === 'authorized') && o.transactionId !== null;

/** "Visa ending in 1111", or "Card" when the gateway named none. */
export function cardText(card: PaymentOrder['card']): string {
  if (!card?.last4) return card?.type ?? 'Card';
  return `${card.type ?? 'Card'} ending in ${card.last4}`;
}
