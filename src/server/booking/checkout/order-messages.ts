import { ACCEPTED_PAYMENT } from '../../../shared/booking/constants';
import { defineMessage, signOffTemplate } from '../../messages/message-definition';
import { INSPECTION_PLACEHOLDERS, SAMPLE_INSPECTION } from '../../messages/order-sample';

// The shipped wording of the messages sent when an order is placed (editable in Admin → Messages).

const SAMPLE_BOOKED = {
  ...SAMPLE_INSPECTION,
  neighborhood: 'Shadyside',
  inspector: 'Ian Spector',
};
const BOOKED_PLACEHOLDERS = {
  ...INSPECTION_PLACEHOLDERS,
  'inspection.neighborhood': 'The neighborhood given at booking',
  'inspection.inspector': 'The booked inspector (empty for the business’s own slots)',
};

export const confirmationMessage = defineMessage({
  key: 'order-confirmation',
  title: 'Booking confirmation',
  audience: 'the client',
  subject: 'Your home inspection is reserved for {{inspection.date}}',
  body: [
    'Hello {{client.first_name}},',
    '',
    'Thank you for booking with {{business.name}}. Your home inspection is reserved.',
    '',
    'Reservation number: {{order.id}}',
    'Date and time: {{inspection.date}}',
    '{{#inspection.inspector}}',
    'Inspector: {{inspection.inspector}}',
    '{{/inspection.inspector}}',
    'Property: {{inspection.address}} ({{inspection.neighborhood}})',
    '',
    'Your inspection',
    '{{price_table}}',
    '',
    'Payment: {{payment}}',
    ACCEPTED_PAYMENT,
    '',
    'Cancellation policy',
    '{{cancellation_policy}}',
    '',
    'A calendar entry is attached.',
    '{{#manage_link}}',
    'Manage your inspection (see it, reschedule or cancel): {{manage_link}}',
    '{{/manage_link}}',
    signOffTemplate('Questions or changes'),
  ].join('\n'),
  placeholders: {
    'client.first_name': 'The client’s first name',
    'client.last_name': 'The client’s last name',
    'order.id': 'The reservation number',
    'order.total': 'The total price',
    ...BOOKED_PLACEHOLDERS,
    price_table: 'The services booked, one a line, with the total',
    payment: 'How the order is paid (reserved without payment, paid, approved)',
    cancellation_policy: 'The cancellation policy, one rule a line',
    manage_link: 'The “Manage your inspection” link (signs the client in)',
    portal_link: 'The order in the client’s account',
  },
  sample: {
    client: { first_name: 'Dana', last_name: 'Buyer' },
    order: { id: 41, total: '$425.00' },
    inspection: SAMPLE_BOOKED,
    price_table: '  Home inspection: $425.00\n  Total: $425.00',
    payment: 'Reserved without payment: you pay at the inspection.',
    cancellation_policy: '- Cancellation is free until 5:00 PM ET on the day of booking.',
    manage_link: 'https://example.com/user/manage/…',
    portal_link: 'https://example.com/user/inspections/41',
  },
});

export const businessNoticeMessage = defineMessage({
  key: 'business-notice',
  title: 'New booking notice',
  audience: 'the office (a reply reaches the client)',
  subject:
    'New booking #{{order.id}}: {{inspection.date}}, {{client.first_name}} {{client.last_name}}',
  body: [
    'New booking #{{order.id}} for {{inspection.date}} ({{inspection.slot_title}}).',
    '',
    '{{#inspection.inspector}}',
    'Inspector: {{inspection.inspector}}',
    '{{/inspection.inspector}}',
    'Property: {{inspection.address}} ({{inspection.neighborhood}})',
    '{{customer_details}}',
    '',
    'Services',
    '{{price_table}}',
    '',
    'Payment: {{payment}}',
  ].join('\n'),
  placeholders: {
    'client.first_name': 'The client’s first name',
    'client.last_name': 'The client’s last name',
    'order.id': 'The reservation number',
    ...BOOKED_PLACEHOLDERS,
    'inspection.slot_title': 'The title of the booked slot',
    customer_details: 'Everything the client entered at checkout, one fact a line',
    price_table: 'The services booked, one a line, with the total',
    payment: 'How the order is paid, for the office',
  },
  sample: {
    client: { first_name: 'Dana', last_name: 'Buyer' },
    order: { id: 41 },
    inspection: { ...SAMPLE_BOOKED, slot_title: 'Morning' },
    customer_details: 'Customer: Dana Buyer\nE-mail: dana@example.com',
    price_table: '  Home inspection: $425.00\n  Total: $425.00',
    payment: 'pending (pay later, at the inspection)',
  },
});

export const realtorNoticeMessage = defineMessage({
  key: 'realtor-notice',
  title: 'Access request to the realtor',
  audience: 'the realtor named at checkout',
  subject: 'Inspection access needed: {{inspection.street}} on {{inspection.date}}',
  body: [
    'Hello {{realtor.first_name}},',
    '',
    '{{client.first_name}} {{client.last_name}} booked a home inspection with {{business.name}} and asked us to coordinate access to the property with you.',
    '',
    'Date and time: {{inspection.date}}',
    'Property: {{inspection.address}} ({{inspection.neighborhood}})',
    'Detached garage: {{detached_garage}}',
    'Buyer contact: {{client.email}}, {{client.phone}}',
    '',
    'Please make sure the utilities are on and the property is accessible.',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    'realtor.first_name': 'The realtor’s first name',
    'client.first_name': 'The client’s first name',
    'client.last_name': 'The client’s last name',
    'client.email': 'The client’s e-mail address',
    'client.phone': 'The client’s phone',
    ...BOOKED_PLACEHOLDERS,
    'inspection.street': 'The first line of the property address',
    detached_garage: '“Yes, please provide access” or “No”',
  },
  sample: {
    realtor: { first_name: 'Rae' },
    client: {
      first_name: 'Dana',
      last_name: 'Buyer',
      email: 'dana@example.com',
      phone: '(412) 555-0142',
    },
    inspection: { ...SAMPLE_BOOKED, street: '12 Walnut St' },
    detached_garage: 'No',
  },
});
