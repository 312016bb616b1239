import { discountLabel } from '../../../shared/discounts/discount';
import { formatCents } from '../../../shared/money';
import { cardText } from '../../../shared/payments/pay-order';
import type { SiteSettings } from '../../../shared/site-settings';
import { formatDateTimeLong } from '../../../shared/time';
import type { OutgoingEmail } from '../../email/email.types';
import { orderDocs, propertyLine } from '../order-docs';
import type { Order } from '../orders/orders.repository';
import {
  businessView,
  defineMessage,
  fromTemplate,
  signOffTemplate,
} from '../../messages/message-definition';

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
  return { to: order.customerEmail, ...message, kind: 'payment-confirmation' };
}

export const paymentMessage = defineMessage({
  key: 'payment-confirmation',
  title: 'Payment received',
  audience: 'the client who paid a reservation online',
  subject: '{{payment.title}} for your home inspection (reservation {{order.id}})',
  body: [
    'Hello {{client.first_name}},',
    '',
    '{{payment.summary}} Thank you.',
    '',
    'Reservation number: {{order.id}}',
    'Inspection: {{inspection.date}}',
    'Property: {{inspection.address}}',
    '{{#payment.discount}}',
    '{{payment.discount}}',
    '{{/payment.discount}}',
    'Amount: {{order.total}}',
    'Card: {{payment.card}}',
    'Transaction ID: {{payment.transaction_id}}',
    '',
    'Your receipt: {{payment.receipt_link}}',
    '',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    'client.first_name': 'The client’s first name',
    'order.id': 'The reservation number',
    'order.total': 'The amount paid',
    'inspection.date': 'Date and time of the inspection',
    'inspection.address': 'The property address',
    'payment.title': '“Payment received” or “Card payment approved”',
    'payment.summary': 'One sentence: what was paid or approved',
    'payment.discount': 'The discount line (empty without a code)',
    'payment.card': 'The card type and last four digits',
    'payment.transaction_id': 'The payment’s transaction ID',
    'payment.receipt_link': 'The receipt in the client’s account',
  },
  sample: {
    client: { first_name: 'Dana' },
    order: { id: 41, total: '$425.00' },
    inspection: {
      date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
      address: '12 Walnut St, Pittsburgh, PA 15232',
    },
    payment: {
      title: 'Payment received',
      summary: 'We received your card payment of $425.00.',
      discount: '',
      card: 'Visa ending in 1111',
      transaction_id: '60000001',
      receipt_link: 'https://example.com/user/payments/41/receipt',
    },
  },
});
