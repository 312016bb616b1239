import {
  BUSINESS_PLACEHOLDERS,
  defineMessage,
  SAMPLE_BUSINESS,
  signOffTemplate,
} from '../../messages/message-definition';

// The shipped wording of the office's and the realtor's copies of a moved or cancelled inspection
// (the client's are in order-change-messages.ts).

const SAMPLE = {
  client: { name: 'Dana Buyer', email: 'dana@example.com', phone: '(412) 555-0123' },
  order: { id: 41 },
  business: SAMPLE_BUSINESS,
};
const PLACEHOLDERS = {
  'client.name': 'The client’s full name',
  'client.email': 'The client’s e-mail address',
  'client.phone': 'The client’s phone',
  'order.id': 'The reservation number',
  'inspection.date': 'Date and time of the inspection',
  'inspection.address': 'The property address',
  ...BUSINESS_PLACEHOLDERS,
};
const MOVED = {
  ...PLACEHOLDERS,
  'inspection.previous_date': 'The date and time before the move',
  'inspection.inspector': 'The inspector of the new time (empty for the business’s own slots)',
};
const MOVED_SAMPLE = {
  ...SAMPLE,
  inspection: {
    date: 'Thursday, March 4, 2027 at 9:00 AM EST',
    previous_date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
    address: '12 Walnut St, Pittsburgh, PA 15232',
    inspector: 'Ian Spector',
  },
};
const MOVED_FACTS = [
  'Reservation number: {{order.id}}',
  'Was: {{inspection.previous_date}}',
  'Now: {{inspection.date}}',
  '{{#inspection.inspector}}',
  'Inspector: {{inspection.inspector}}',
  '{{/inspection.inspector}}',
  'Property: {{inspection.address}}',
];
const CANCELLED_FACTS = [
  'Reservation number: {{order.id}}',
  'Date and time: {{inspection.date}}',
  'Property: {{inspection.address}}',
];
const CANCELLED_SAMPLE = {
  ...SAMPLE,
  inspection: {
    date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
    address: '12 Walnut St, Pittsburgh, PA 15232',
  },
};

export const rescheduledNoticeMessage = defineMessage({
  key: 'order-rescheduled-notice',
  title: 'Inspection moved (office copy)',
  audience: 'the office',
  subject: 'Booking #{{order.id}} moved: {{inspection.previous_date}} → {{inspection.date}}',
  body: [
    'Booking #{{order.id}} of {{client.name}} was moved.',
    '',
    ...MOVED_FACTS,
    'Customer: {{client.email}}, {{client.phone}}',
  ].join('\n'),
  placeholders: MOVED,
  sample: MOVED_SAMPLE,
});

export const rescheduledRealtorMessage = defineMessage({
  key: 'order-rescheduled-realtor',
  title: 'Inspection moved (realtor copy)',
  audience: 'the realtor',
  subject: 'Inspection moved: {{inspection.address}} is now on {{inspection.date}}',
  body: [
    'Hello,',
    '',
    'The home inspection of {{client.name}} with {{business.name}} has a new time.',
    '',
    ...MOVED_FACTS,
    '',
    'Please make sure the utilities are on and the property is accessible at the new time.',
    '',
    signOffTemplate(),
  ].join('\n'),
  placeholders: MOVED,
  sample: MOVED_SAMPLE,
});

export const cancelledNoticeMessage = defineMessage({
  key: 'order-cancellation-notice',
  title: 'Inspection cancelled (office copy)',
  audience: 'the office',
  subject: 'Booking #{{order.id}} cancelled by {{cancelled_by}}: {{inspection.date}}',
  body: [
    'Booking #{{order.id}} of {{client.name}} was cancelled by {{cancelled_by}}.',
    '',
    ...CANCELLED_FACTS,
    'Customer: {{client.email}}, {{client.phone}}',
    '',
    '{{money_lines}}',
  ].join('\n'),
  placeholders: {
    ...PLACEHOLDERS,
    cancelled_by: 'Who cancelled (“the customer” or “an administrator”)',
    money_lines: 'Fee, what became of the money, and what to follow up',
  },
  sample: {
    ...CANCELLED_SAMPLE,
    cancelled_by: 'the customer',
    money_lines:
      'Fee: none\nMoney: nothing\nRefunded: $0.00\nKept: $0.00\nStill due to the customer: $0.00',
  },
});

export const cancelledRealtorMessage = defineMessage({
  key: 'order-cancellation-realtor',
  title: 'Inspection cancelled (realtor copy)',
  audience: 'the realtor',
  subject: 'Inspection cancelled: {{inspection.address}} on {{inspection.date}}',
  body: [
    'Hello,',
    '',
    'The home inspection of {{client.name}} with {{business.name}} is cancelled; no access to the property is needed.',
    '',
    ...CANCELLED_FACTS,
    '',
    signOffTemplate(),
  ].join('\n'),
  placeholders: PLACEHOLDERS,
  sample: CANCELLED_SAMPLE,
});
