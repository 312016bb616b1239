import {
  BUSINESS_PLACEHOLDERS,
  defineMessage,
  SAMPLE_BUSINESS,
} from '../messages/message-definition';

// Messages written for rules: short enough for a text, with only what every order knows.

const SAMPLE_ORDER = {
  client: { first_name: 'Dana' },
  order: { id: 41, total: '$425.00' },
  inspection: {
    date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
    address: '12 Walnut St, Pittsburgh, PA 15232',
  },
  business: SAMPLE_BUSINESS,
};
const ORDER_PLACEHOLDERS = {
  'client.first_name': 'The client’s first name',
  'order.id': 'The reservation number',
  'order.total': 'The total price',
  'inspection.date': 'Date and time of the inspection',
  'inspection.address': 'The property address',
  ...BUSINESS_PLACEHOLDERS,
};

export const paymentDueMessage = defineMessage({
  key: 'payment-due',
  title: 'Payment still due',
  audience: 'whom a rule names',
  subject: 'Payment due for your inspection on {{inspection.date}}',
  body: [
    '{{business.name}}: your home inspection on {{inspection.date}} is not paid yet ({{order.total}}).',
    'Pay online: {{payments_link}}',
  ].join('\n'),
  placeholders: { ...ORDER_PLACEHOLDERS, payments_link: 'The client’s payments page' },
  sample: { ...SAMPLE_ORDER, payments_link: 'https://example.com/user/payments' },
});

export const inspectionNoteMessage = defineMessage({
  key: 'inspection-note',
  title: 'Note about the inspection',
  audience: 'whom a rule names',
  subject: 'Your home inspection on {{inspection.date}}',
  body: [
    '{{business.name}}: a note about the inspection of {{inspection.address}} on {{inspection.date}}.',
    'Your account: {{portal_link}}',
  ].join('\n'),
  placeholders: { ...ORDER_PLACEHOLDERS, portal_link: 'The order in the client’s account' },
  sample: { ...SAMPLE_ORDER, portal_link: 'https://example.com/user/inspections/41' },
});
