import type { OutgoingEmail } from './email.types';

/** The message an administrator sends to try the delivery. */
export function testEmail(site: { businessName: string }, to: string, at: Date): OutgoingEmail {
  return {
    to,
    kind: 'test',
    subject: `Test e-mail from ${site.businessName}`,
    text: `This is a test e-mail sent from the admin area of ${site.businessName} at ${at.toISOString()}.\n\nIf you can read it, e-mail delivery works.`,
  };
}
