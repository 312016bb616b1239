import { defineMessage, signOffTemplate } from '../../messages/message-definition';
import { INSPECTION_PLACEHOLDERS, SAMPLE_INSPECTION } from '../../messages/order-sample';

// The shipped wording of the confirmation a client gets after paying a reservation online
// (editable in Admin → Messages).

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
    ...INSPECTION_PLACEHOLDERS,
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
    inspection: SAMPLE_INSPECTION,
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
