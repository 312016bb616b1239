import {
  BUSINESS_PLACEHOLDERS,
  defineMessage,
  signOffTemplate,
} from '../../messages/message-definition';
import { INSPECTION_PLACEHOLDERS } from '../../messages/order-sample';
import { cancelledFacts, movedFacts } from './order-change-facts';

// The shipped wording of the client's e-mails about a moved or cancelled inspection (the office's
// and the realtor's copies are in order-change-copies.ts).

const SAMPLE = {
  client: { first_name: 'Dana' },
  order: { id: 41 },
};
const PLACEHOLDERS = {
  'client.first_name': 'The client’s first name',
  'order.id': 'The reservation number',
  ...INSPECTION_PLACEHOLDERS,
  // Listed here, not last as defineMessage adds them: the editor shows them before each message's own.
  ...BUSINESS_PLACEHOLDERS,
};

export const rescheduledMessage = defineMessage({
  key: 'order-rescheduled',
  title: 'Inspection moved',
  audience: 'the client',
  subject: 'Your home inspection is moved to {{inspection.date}}',
  body: [
    'Hello {{client.first_name}},',
    '',
    'Your home inspection with {{business.name}} has a new time.',
    '',
    ...movedFacts.lines,
    '',
    'The calendar entry attached replaces the earlier one.',
    'Manage your inspection: {{manage_link}}',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    ...PLACEHOLDERS,
    ...movedFacts.placeholders,
    manage_link: 'The “Manage your inspection” link (signs the client in)',
  },
  sample: {
    ...SAMPLE,
    inspection: movedFacts.sample,
    manage_link: 'https://example.com/user/manage/…',
  },
});

export const cancelledMessage = defineMessage({
  key: 'order-cancellation',
  title: 'Inspection cancelled',
  audience: 'the client',
  subject: 'Your home inspection on {{inspection.date}} is cancelled',
  body: [
    'Hello {{client.first_name}},',
    '',
    'Your home inspection with {{business.name}} is cancelled. {{cancelled_by}}',
    '',
    ...cancelledFacts.lines,
    '',
    'Payment',
    '{{payment_lines}}',
    '',
    'The calendar entry attached removes it from your calendar.',
    'To book another date, visit our website, call {{business.phone}} or write to {{business.email}}.',
    '',
    '{{business.name}}',
  ].join('\n'),
  placeholders: {
    ...PLACEHOLDERS,
    cancelled_by: 'Who cancelled (“You cancelled it.” or the business)',
    payment_lines: 'What became of the money: fee, refunded, kept, still to refund',
  },
  sample: {
    ...SAMPLE,
    inspection: cancelledFacts.sample,
    cancelled_by: 'You cancelled it.',
    payment_lines: '- Nothing was paid.',
  },
});
