import type { OrderSummary } from '../../../shared/booking/order-submission';
import { formatCents } from '../../../shared/money';
import {
  type CaptureAnswer,
  type CaptureRequest,
  PAYMENT_MESSAGES,
} from '../../../shared/payments/payment-requests';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../errors';
import type { Caller } from '../../payments/card-checkout/checkout-caller';
import { captureWithAttempt, type PaymentDeps } from '../../payments/payments.service';
import { findOrderById, type Order } from '../orders/orders.repository';
import { captureAndRunPaidRules, type PaidRulesContext } from '../orders/order-paid';
import { RESERVATION_NOT_FOUND } from '../../../shared/booking/messages';

// After the checkout saved an order: its thank-you summary and, for pay now, its capture. Both
// only for the browser session that placed the order or the signed-in customer it belongs to.

async function customersOrder(
  db: Db,
  id: number,
  who: { sessionId: string | null; userId: number | null },
): Promise<Order | undefined> {
  const order = await findOrderById(db, id);
  const mine =
    order &&
    ((who.sessionId !== null && order.sessionId === who.sessionId) ||
      (who.userId !== null && order.userId === who.userId));
  return mine ? order : undefined;
}

/** The thank-you page's reservation; 404 for anyone else, so ids cannot be probed. */
export async function orderSummary(
  db: Db,
  id: number,
  who: { sessionId: string | null; userId: number | null },
): Promise<OrderSummary> {
  const order = await customersOrder(db, id, who);
  if (!order) throw notFound(RESERVATION_NOT_FOUND);
  const checkout = JSON.parse(order.checkoutJson) as { firstName?: string };
  return {
    id: order.id,
    slot: { id: order.slotId, start: order.slotStart, title: order.slotTitle },
    bookingStatus: order.bookingStatus,
    paymentStatus: order.paymentStatus,
    totalCents: order.totalCents,
    total: formatCents(order.totalCents),
    firstName: checkout.firstName ?? '',
    email: order.customerEmail,
    inspectorName: order.inspectorName,
    ...(order.discountCode
      ? { discount: { code: order.discountCode, cents: order.discountCents ?? 0 } }
      : {}),
  };
}

/** Captures the order's own total on the order's own transaction (POST payment/capture.php). */
export async function captureCheckout(
  deps: PaymentDeps,
  caller: Caller,
  body: CaptureRequest,
  rules: () => Promise<PaidRulesContext>,
): Promise<CaptureAnswer> {
  const order = await customersOrder(deps.db, body.order_id, caller);
  if (!order || order.transactionId !== body.transactionId) {
    throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  }
  if (order.paymentStatus === 'paid') return { paymentStatus: 'paid' };
  // A request keeps its hold until the office confirms it (decision 069): nothing to capture yet.
  if (order.bookingStatus === 'requested' && order.paymentStatus === 'authorized')
    return { paymentStatus: 'authorized' };
  // A booking cancelled meanwhile (admin) is not charged; staff void or capture it themselves.
  if (order.paymentStatus !== 'authorized' || order.bookingStatus !== 'active')
    throw new HttpError(409, PAYMENT_MESSAGES.captureFailed);

  const { result } = await captureWithAttempt(deps, {
    transactionId: body.transactionId,
    amountCents: order.totalCents,
    orderUuid: order.orderUuid,
    orderId: order.id,
    sessionId: caller.sessionId,
  });
  // Reason 311 (already captured) is an approval too: the money was taken before.
  if (result.status !== 'approved') throw new HttpError(502, PAYMENT_MESSAGES.captureFailed);
  const context = await rules();
  await deps.db
    .transaction()
    .execute((trx) =>
      captureAndRunPaidRules(
        trx,
        { id: order.id, capturedCents: order.totalCents },
        new Date(),
        context,
      ),
    );
  return { paymentStatus: 'paid' };
}
