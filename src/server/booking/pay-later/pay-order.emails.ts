import { discountLabel } from '../../../shared/discounts/discount';
import { formatCents } from '../../../shared/money';
import { cardText } from '../../../shared/payments/pay-order';
import type { SiteSettings } from '../../../shared/site-settings';
import { formatDateTimeLong } from '../../../shared/time';
import type { OutgoingEmail } from '../../email/email.types';
import { orderDocs, propertyLine } from '../order-docs';
import type { Order } from '../orders/orders.repository';
import { signOff } from '../../email/sign-off';

/** The customer's confirmation of a reserved order paid by card online. */
export function paymentConfirmation(
  order: Order,
  payment: {
    status: 'paid' | 'authorized';
    card: { type: string | null; last4: string | null };
    transactionId: string;
    receiptUrl: string;
  },
  s: SiteSettings,
): OutgoingEmail {
  const { checkout } = orderDocs(order);
  const firstName = typeof checkout.firstName === 'string' ? checkout.firstName : '';
  const amount = formatCents(order.totalCents);
  const what =
    payment.status === 'paid'
      ? `We received your card payment of ${amount}.`
      : `Your card payment of ${amount} is approved; it is charged when we process it.`;
  const text = [
    `Hello ${firstName || order.customerName},`,
    '',
    `${what} Thank you.`,
    '',
    `Reservation number: ${order.id}`,
    `Inspection: ${formatDateTimeLong(order.slotStart, s.timeZone)}`,
    `Property: ${propertyLine(order)}`,
    // The amount is after the discount: say so, or it reads as a different price than booked.
    ...(order.discountCode && order.discountCents
      ? [`${discountLabel(order.discountCode)}: -${formatCents(order.discountCents)}`]
      : []),
    `Amount: ${amount}`,
    `Card: ${cardText(payment.card)}`,
    `Transaction ID: ${payment.transactionId}`,
    '',
    `Your receipt: ${payment.receiptUrl}`,
    '',
    ...signOff(s),
  ].join('\n');
  return {
    to: order.customerEmail,
    subject: `${payment.status === 'paid' ? 'Payment received' : 'Card payment approved'} for your home inspection (reservation ${order.id})`,
    kind: 'payment-confirmation',
    text,
  };
}
