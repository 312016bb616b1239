import type { SiteSettings } from '../../../shared/site-settings';
import type { OutgoingEmail } from '../../email/email.types';
import {
  BUSINESS_PLACEHOLDERS,
  businessView,
  defineMessage,
  fromTemplate,
  signOffTemplate,
} from '../../messages/message-definition';

// The one reminder when Safety findings of a published report are left unread two days after.

export const safetyReminderMessage = defineMessage({
  key: 'report-safety-reminder',
  title: 'Safety findings not read',
  audience: 'the client',
  subject: 'Please read the Safety findings of your inspection report: {{inspection.address}}',
  body: [
    'Hello {{client.name}},',
    '',
    'Your home inspection report for {{inspection.address}} has {{findings}} you have not confirmed reading yet.',
    'Safety findings are conditions that may hurt someone; please read each one and press',
    '"I have read this" under it.',
    '',
    'Open your report: {{report_link}}',
    '',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    'client.name': 'The client’s full name',
    'inspection.address': 'The property address',
    findings: 'How many are unread (“one Safety finding”, “3 Safety findings”)',
    report_link: 'The web report',
    ...BUSINESS_PLACEHOLDERS,
  },
  sample: {
    client: { name: 'Dana Buyer' },
    inspection: { address: '12 Walnut St, Pittsburgh, PA 15232' },
    findings: '2 Safety findings',
    report_link: 'https://example.com/reports/41',
  },
});

export function safetyReminderEmail(
  to: { email: string; name: string },
  s: SiteSettings,
  input: { address: string; unread: number; reportUrl: string },
): OutgoingEmail {
  const findings = input.unread === 1 ? 'one Safety finding' : `${input.unread} Safety findings`;
  const message = fromTemplate(safetyReminderMessage, {
    client: { name: to.name },
    inspection: { address: input.address },
    findings,
    report_link: input.reportUrl,
    business: businessView(s),
  });
  return { to: to.email, ...message };
}
