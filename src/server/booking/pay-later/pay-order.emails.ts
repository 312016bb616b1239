import { discountLabel } from '../../../shared/discounts/discount';
import { formatCents } from '../../../shared/money';
import { cardText } from '../../../shared/payments/pay-order';
import type { SiteSettings } from '../../../shared/site-settings';
import { formatDateTimeLong } from '../../../shared/time';
import type { OutgoingEmail } from '../../email/email.types';
import { orderDocs, propertyLine } from '../order-docs';
import type { Order } from '../orders/orders.repository';
import { businessView, fromTemplate } from '../../messages/message-definition';
import { paymentMessage } from './pay-order-messages';

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
  const message = fromTemplate(paymentMessage, {
    client: { first_name: firstName || order.customerName },
    order: { id: order.id, total: amount },
    inspection: {
      date: formatDateTimeLong(order.slotStart, s.timeZone),
      address: propertyLine(order),
    },
    payment: {
      title: payment.status === 'paid' ? 'Payment received' : 'Card payment approved',
      summary:
        payment.status === 'paid'
          ? `We received your card payment of ${amount}.`
          : `Your card payment of ${amount} is approved; it is charged when we process it.`,
      // The amount is after the discount: say so, or it reads as a different price than booked.
      discount:
        order.discountCode && order.discountCents
          ? `${discountLabel(order.discountCode)}: -${formatCents(order.discountCents)}`
          : '',
      card: cardText(payment.card),
      transaction_id: payment.transactionId,
      receipt_link: payment.receiptUrl,
    },
    business: businessView(s),
  });
  return { to: order.customerEmail, ...message };
}
