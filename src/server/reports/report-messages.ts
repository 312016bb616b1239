import { defineMessage, signOffTemplate } from '../messages/message-definition';
import { INSPECTION_PLACEHOLDERS, SAMPLE_INSPECTION } from '../messages/order-sample';

// The shipped wording of the messages a published report sends (editable in Admin → Messages).

export const reportPublishedMessage = defineMessage({
  key: 'report-published',
  title: 'Report published',
  audience: 'the client',
  subject: 'Your inspection report is ready: {{inspection.address}}',
  body: [
    'Hello {{client.first_name}},',
    '',
    'Your home inspection report ({{report.filename}}) is ready.',
    'Inspection: {{inspection.date}}, {{inspection.address}}',
    '',
    'Sign in and open your reports: {{reports_link}}',
    'The page says if anything is needed first, such as signing the agreement or paying.',
    '',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    'client.first_name': 'The client’s first name',
    ...INSPECTION_PLACEHOLDERS,
    'report.filename': 'The report’s file name',
    reports_link: 'The client’s reports page',
  },
  sample: {
    client: { first_name: 'Dana' },
    inspection: SAMPLE_INSPECTION,
    reports_link: 'https://example.com/user/reports',
    report: { filename: 'report.pdf' },
  },
});

export const realtorReportMessage = defineMessage({
  key: 'report-realtor',
  title: 'Report shared with the realtor',
  audience: 'the realtor',
  subject: 'Inspection report for {{inspection.address}}',
  body: [
    'Hello{{#realtor.first_name}} {{realtor.first_name}}{{/realtor.first_name}},',
    '',
    '{{client.name}} asked {{business.name}} to share the home inspection report with you.',
    'Inspection: {{inspection.date}}, {{inspection.address}}',
    '',
    'Open the report (no account needed): {{report_link}}',
    'The link is for you only; please do not forward it.',
    '',
    '{{business.name}}',
  ].join('\n'),
  placeholders: {
    'realtor.first_name': 'The realtor’s first name (may be empty)',
    'client.name': 'The client’s full name',
    ...INSPECTION_PLACEHOLDERS,
    report_link: 'The realtor’s own link to the report (needs no account)',
  },
  required: ['report_link'],
  sample: {
    realtor: { first_name: 'Rae' },
    client: { name: 'Dana Buyer' },
    inspection: SAMPLE_INSPECTION,
    report_link: 'https://example.com/realtor/…',
  },
});
