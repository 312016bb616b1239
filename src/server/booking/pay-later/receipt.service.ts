import {
  hasReceipt,
  isPayable,
  type MyPayments,
  PAY_ORDER_MESSAGES,
  type PaymentOrder,
  type Receipt,
  type ReceiptLine,
} from '../../../shared/payments/pay-order';
import type { SiteSettings } from '../../../shared/site-settings';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { customerOrders, findCustomerOrder } from '../customer-orders.service';
import { propertyLine } from '../order-docs';
import { findOrderCards, type OrderCard } from '../orders/orders-list.repository';
import type { Order } from '../orders/orders.repository';

// What the customer's payments page and receipts show: only the signed-in customer's own orders
// (anyone else's is simply not found), the card only as type and last four digits.

const NO_CARD: OrderCard = { cardType: null, cardLast4: null, paidAt: null };

function paymentOrder(o: Order & OrderCard): PaymentOrder {
  const taken = o.paymentStatus === 'paid' || o.paymentStatus === 'authorized';
  return {
    id: o.id,
    slotStart: o.slotStart,
    slotTitle: o.slotTitle,
    property: propertyLine(o),
    totalCents: o.totalCents,
    paymentStatus: o.paymentStatus,
    bookingStatus: o.bookingStatus,
    // A pay-now order was paid as it was saved; a reservation paid later keeps its own time.
    paidAt: taken ? (o.paidAt ?? o.createdAt) : null,
    paidCents: taken ? (o.capturedCents ?? o.authorizedCents ?? o.totalCents) : null,
    card: taken ? { type: o.cardType, last4: o.cardLast4 } : null,
    transactionId: taken ? o.transactionId : null,
  };
}

/** GET my_payments.php: reservations to pay (soonest first), then receipts (latest first). */
export async function myPayments(db: Db, userId: number, timeZone: string): Promise<MyPayments> {
  const mine = await customerOrders(db, userId);
  const cards = await findOrderCards(
    db,
    mine.map((o) => o.id),
  );
  const orders = mine.map((o) => paymentOrder({ ...o, ...(cards.get(o.id) ?? NO_CARD) }));
  return {
    timeZone,
    unpaid: orders.filter(isPayable).reverse(),
    paid: orders
      .filter(hasReceipt)
      .sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? '') || b.id - a.id),
  };
}

function receiptLines(order: Order): ReceiptLine[] {
  try {
    const lines: unknown = JSON.parse(order.priceLinesJson);
    if (!Array.isArray(lines)) return [];
    return (lines as Partial<ReceiptLine>[]).map((l) => ({
      name: String(l.name ?? ''),
      quantity: Number(l.quantity ?? 1),
      amountCents: Number(l.amountCents ?? 0),
    }));
  } catch {
    return [];
  }
}

/** GET my_receipt.php?id=N: a paid or authorized order of this customer; else 404. */
export async function orderReceipt(
  db: Db,
  userId: number,
  orderId: number,
  settings: SiteSettings,
): Promise<Receipt> {
  const order = await findCustomerOrder(db, userId, orderId);
  const card = order && (await findOrderCards(db, [order.id])).get(order.id);
  const view = order && paymentOrder({ ...order, ...(card ?? NO_CARD) });
  if (!order || !view || !hasReceipt(view)) throw notFound(PAY_ORDER_MESSAGES.receiptNotFound);
  return {
    business: { name: settings.businessName, phone: settings.phone, email: settings.email },
    timeZone: settings.timeZone,
    order: { ...view, customerName: order.customerName, customerEmail: order.customerEmail },
    lines: receiptLines(order),
  };
}

/** The card a reserved order was paid with online (the admin order page); none otherwise. */
export async function paidOnlineCard(db: Db, orderId: number): Promise<OrderCard | undefined> {
  const card = (await findOrderCards(db, [orderId])).get(orderId);
  return card?.paidAt ? card : undefined;
}
