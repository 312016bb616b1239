import type { SiteSettings } from '../../../shared/site-settings';
import type { OutgoingEmail } from '../../email/email.types';
import { signOff } from '../../email/sign-off';

// The one reminder when Safety findings of a published report are left unread two days after.

export function safetyReminderEmail(
  to: { email: string; name: string },
  s: SiteSettings,
  input: { address: string; unread: number; reportUrl: string },
): OutgoingEmail {
  const findings = input.unread === 1 ? 'one Safety finding' : `${input.unread} Safety findings`;
  return {
    to: to.email,
    subject: `Please read the Safety findings of your inspection report: ${input.address}`,
    kind: 'report-safety-reminder',
    text: [
      `Hello ${to.name},`,
      '',
      `Your home inspection report for ${input.address} has ${findings} you have not confirmed reading yet.`,
      'Safety findings are conditions that may hurt someone; please read each one and press',
      '"I have read this" under it.',
      '',
      `Open your report: ${input.reportUrl}`,
      '',
      ...signOff(s),
    ].join('\n'),
  };
}
