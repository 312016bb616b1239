import {
  BUSINESS_PLACEHOLDERS,
  defineMessage,
  SAMPLE_BUSINESS,
  signOffTemplate,
} from '../../messages/message-definition';
import { INSPECTION_PLACEHOLDERS } from '../../messages/order-sample';
import { cancelledFacts, movedFacts } from './order-change-facts';

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
  ...INSPECTION_PLACEHOLDERS,
  ...BUSINESS_PLACEHOLDERS,
};
const MOVED = { ...PLACEHOLDERS, ...movedFacts.placeholders };
const MOVED_SAMPLE = { ...SAMPLE, inspection: movedFacts.sample };
const CANCELLED_SAMPLE = { ...SAMPLE, inspection: cancelledFacts.sample };

export const rescheduledNoticeMessage = defineMessage({
  key: 'order-rescheduled-notice',
  title: 'Inspection moved (office copy)',
  audience: 'the office',
  subject: 'Booking #{{order.id}} moved: {{inspection.previous_date}} → {{inspection.date}}',
  body: [
    'Booking #{{order.id}} of {{client.name}} was moved.',
    '',
    ...movedFacts.lines,
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
    ...movedFacts.lines,
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
    ...cancelledFacts.lines,
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
    ...cancelledFacts.lines,
    '',
    signOffTemplate(),
  ].join('\n'),
  placeholders: PLACEHOLDERS,
  sample: CANCELLED_SAMPLE,
});
