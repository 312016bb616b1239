import { defineMessage, signOffTemplate } from '../messages/message-definition';
import { INSPECTION_PLACEHOLDERS, SAMPLE_INSPECTION } from '../messages/order-sample';

// The shipped wording of the reminder before an inspection and the thank-you after it.

const CLIENT_AND_INSPECTION = {
  'client.first_name': 'The client’s first name',
  'order.id': 'The reservation number',
  ...INSPECTION_PLACEHOLDERS,
  portal_link: 'The order in the client’s account',
};
const SAMPLE = {
  client: { first_name: 'Dana' },
  order: { id: 41 },
  inspection: SAMPLE_INSPECTION,
  portal_link: 'https://example.com/user/inspections/41',
};

export const reminderMessage = defineMessage({
  key: 'inspection-reminder',
  title: 'Reminder before the inspection',
  audience: 'the client',
  subject: 'Reminder: your home inspection on {{inspection.date}}',
  body: [
    'Hello {{client.first_name}},',
    '',
    'This is a reminder of your home inspection with {{business.name}}.',
    '',
    'Date and time: {{inspection.date}}',
    'Property: {{inspection.address}}',
    'Reservation number: {{order.id}}',
    '',
    '{{to_do}}',
    '',
    'How to prepare:',
    '- Have the utilities on: water, gas and electricity (the inspector tests them).',
    '- Clear the way to the attic, crawlspace, electrical panel, furnace and water heater.',
    '- Keep pets secured or away for the visit.',
    '- Allow {{inspection.duration}} for the inspection.',
    '',
    'What to bring: no photo ID is needed, but do bring any documents you have about the property, such as disclosures, permits and repair receipts.',
    'Please plan to be there for the last half hour, when the inspector walks you through the findings.',
    '',
    'Manage your inspection (see it, reschedule or cancel): {{manage_link}}',
    '',
    'The calendar entry is attached.',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    ...CLIENT_AND_INSPECTION,
    'inspection.duration': 'How long an inspection takes (“about 3 hours”)',
    to_do: 'What is still to do (sign, pay) with its links, or “Nothing is left to do”',
    manage_link: 'The “Manage your inspection” link (signs the client in)',
  },
  sample: {
    ...SAMPLE,
    inspection: { ...SAMPLE.inspection, duration: 'about 3 hours' },
    to_do:
      'Still to do before the inspection:\n- Sign the inspection agreement: https://example.com/user/inspections/41',
    manage_link: 'https://example.com/user/manage/…',
  },
});

export const thankYouMessage = defineMessage({
  key: 'inspection-thank-you',
  title: 'Thank-you after the inspection',
  audience: 'the client',
  subject: 'Thank you from {{business.name}}',
  body: [
    'Hello {{client.first_name}},',
    '',
    'Thank you for choosing {{business.name}} for the inspection of {{inspection.address}}.',
    'Your report, the agreement and your receipts are in your account:',
    '{{portal_link}}',
    '',
    signOffTemplate('Questions about the findings'),
  ].join('\n'),
  placeholders: { ...CLIENT_AND_INSPECTION },
  sample: SAMPLE,
});
