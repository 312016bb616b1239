import { defineMessage, signOffTemplate } from '../../messages/message-definition';
import { ORDER_PLACEHOLDERS, SAMPLE_ORDER } from '../../messages/order-sample';

// The shipped wording of the client's e-mails of "request, then confirm" (decision 069): the
// request received, confirmed, declined, another time proposed, and that proposal expired
// (decision 077). Editable in Admin → Messages.

const PLACEHOLDERS = {
  ...ORDER_PLACEHOLDERS,
  'inspection.inspector': 'The inspector (empty for the business’s own times)',
  portal_link: 'The inspection in the client’s account (empty when the site has no address)',
};
const SAMPLE = {
  ...SAMPLE_ORDER,
  inspection: { ...SAMPLE_ORDER.inspection, inspector: 'Ian Spector' },
  portal_link: 'https://example.com/user/inspections/41',
};
const FACTS = [
  'Reservation number: {{order.id}}',
  'Date and time: {{inspection.date}}',
  '{{#inspection.inspector}}',
  'Inspector: {{inspection.inspector}}',
  '{{/inspection.inspector}}',
  'Property: {{inspection.address}}',
];
/** A received and a confirmed request list the total and the payment after the facts. */
const FACTS_WITH_PAYMENT = [...FACTS, 'Total: {{order.total}}', '', '{{payment}}', ''];
const PORTAL = [
  '{{#portal_link}}',
  'Your inspection in your account: {{portal_link}}',
  '{{/portal_link}}',
];

export const requestReceivedMessage = defineMessage({
  key: 'order-requested',
  title: 'Booking request received',
  audience: 'the client',
  subject: 'We received your inspection request for {{inspection.date}}',
  body: [
    'Hello {{client.first_name}},',
    '',
    'Thank you for your request to {{business.name}}. The office confirms each booking itself:',
    'we will e-mail you as soon as it is confirmed. Until then the time is held for you.',
    '',
    ...FACTS_WITH_PAYMENT,
    ...PORTAL,
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    ...PLACEHOLDERS,
    payment: 'What happens to the payment (card held until confirmation, or pay later)',
  },
  sample: {
    ...SAMPLE,
    payment:
      'Your card is authorized for $425.00 and charged only when the office confirms the booking.',
  },
});

export const requestConfirmedMessage = defineMessage({
  key: 'order-request-confirmed',
  title: 'Booking request confirmed',
  audience: 'the client',
  subject: 'Your home inspection on {{inspection.date}} is confirmed',
  body: [
    'Hello {{client.first_name}},',
    '',
    'Good news: {{business.name}} confirmed your home inspection.',
    '',
    ...FACTS_WITH_PAYMENT,
    'A calendar entry is attached.',
    ...PORTAL,
    signOffTemplate(),
  ].join('\n'),
  placeholders: { ...PLACEHOLDERS, payment: 'What became of the payment (charged, or pay later)' },
  sample: { ...SAMPLE, payment: 'Your card was charged $425.00.' },
});

export const requestDeclinedMessage = defineMessage({
  key: 'order-request-declined',
  title: 'Booking request declined',
  audience: 'the client',
  subject: 'Your inspection request for {{inspection.date}} was declined',
  body: [
    'Hello {{client.first_name}},',
    '',
    'We are sorry: {{business.name}} cannot take your inspection request at this time.',
    '{{#reason}}',
    '',
    'Reason: {{reason}}',
    '{{/reason}}',
    '',
    ...FACTS,
    '',
    '{{payment}}',
    '',
    'You are welcome to book another time on our site.',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    ...PLACEHOLDERS,
    reason: 'The office’s reason, as written (may be empty)',
    payment: 'What became of the payment (the card hold released, or nothing was paid)',
  },
  sample: {
    ...SAMPLE,
    reason: 'Our inspectors are fully booked that week.',
    payment: 'The hold on your card is released: you were not charged.',
  },
});

export const requestProposedMessage = defineMessage({
  key: 'order-request-proposed',
  title: 'Another time proposed',
  audience: 'the client',
  subject: 'Another time for your inspection: {{inspection.date}}',
  body: [
    'Hello {{client.first_name}},',
    '',
    '{{business.name}} cannot come at the time you asked for ({{inspection.previous_date}}),',
    'and proposes another time. We hold it for you until {{proposal.expires}}.',
    '',
    ...FACTS,
    '',
    'Accept it, or cancel your request, in your account:',
    '{{manage_link}}',
    '',
    'You pay nothing until the booking is confirmed.',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    ...PLACEHOLDERS,
    'inspection.previous_date': 'The time the client asked for',
    'proposal.expires': 'Until when the proposed time is held (Advanced → Proposed times)',
    manage_link: 'A link that signs the client in to the inspection, to accept or cancel',
  },
  sample: {
    ...SAMPLE,
    inspection: { ...SAMPLE.inspection, previous_date: 'Monday, March 1, 2027 at 9:00 AM EST' },
    proposal: { expires: 'Thursday, February 25, 2027 at 5:00 PM EST' },
    manage_link: 'https://example.com/user/manage/…',
  },
});

export const requestLapsedMessage = defineMessage({
  key: 'order-request-lapsed',
  title: 'Proposed time expired',
  audience: 'the client',
  subject: 'The time proposed for your inspection has expired',
  body: [
    'Hello {{client.first_name}},',
    '',
    'The time {{business.name}} proposed for your inspection ({{inspection.date}}) was held for',
    'you until {{proposal.expires}}. It was not accepted by then, so your request is cancelled',
    'and the time is free for others.',
    '',
    '{{payment}}',
    '',
    'You are welcome to book another time on our site, or to call us.',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    ...PLACEHOLDERS,
    'proposal.expires': 'When the hold on the proposed time ended',
    payment: 'What became of the payment (the card hold released, or nothing was paid)',
  },
  sample: {
    ...SAMPLE,
    proposal: { expires: 'Thursday, February 25, 2027 at 5:00 PM EST' },
    payment: 'The hold on your card is released: you were not charged.',
  },
});
