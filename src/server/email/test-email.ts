import { defineMessage, fromTemplate } from '../messages/message-definition';
import type { OutgoingEmail } from './email.types';

export const testMessage = defineMessage({
  key: 'test',
  title: 'Test e-mail',
  audience: 'the address typed in Advanced → E-mail',
  subject: 'Test e-mail from {{business.name}}',
  body: [
    'This is a test e-mail sent from the admin area of {{business.name}} at {{sent_at}}.',
    '',
    'If you can read it, e-mail delivery works.',
  ].join('\n'),
  placeholders: {
    'business.name': 'The business name (Admin → Advanced)',
    sent_at: 'When it was sent (UTC)',
  },
  sample: { business: { name: 'Keystone Home Inspections' }, sent_at: '2027-03-02T14:00:00.000Z' },
});

/** The message an administrator sends to try the delivery. */
export function testEmail(site: { businessName: string }, to: string, at: Date): OutgoingEmail {
  const message = fromTemplate(testMessage, {
    business: { name: site.businessName },
    sent_at: at.toISOString(),
  });
  return { to, ...message };
}
