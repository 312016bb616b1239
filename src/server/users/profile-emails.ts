import { escapeHtml } from '../../shared/html';
import type { SiteSettings } from '../../shared/site-settings';
import type { OutgoingEmail } from '../email/email.types';
import { businessView, defineMessage, fromTemplate } from '../messages/message-definition';

// The e-mails of an address change. Each has its own HTML part as shipped; an edited one gets the
// outbox's layout instead.

const HELLO = 'Hello{{#client.first_name}} {{client.first_name}}{{/client.first_name}},';

export const emailCodeTemplate = defineMessage({
  key: 'email-change-code',
  title: 'New e-mail address: the code',
  audience: 'the new address of an account',
  subject: 'Confirm your new e-mail address for {{business.name}}',
  body: [
    HELLO,
    '',
    'To use this e-mail address for your {{business.name}} account, enter this code on your profile page: {{code}}',
    '',
    'The code works for {{code_minutes}} minutes, once. If you did not ask for this, you can ignore this e-mail: nothing changes without the code.',
    '',
    '{{business.name}}',
  ].join('\n'),
  placeholders: {
    'client.first_name': 'The first name on the account (may be empty)',
    code: 'The 6-digit code',
    code_minutes: 'How many minutes the code works',
  },
  // Without it the new address cannot be confirmed.
  required: ['code'],
  sample: {
    client: { first_name: 'Dana' },
    code: '123456',
    code_minutes: 15,
  },
});

export const emailChangedTemplate = defineMessage({
  key: 'email-changed',
  title: 'E-mail address changed',
  audience: 'the old address of an account',
  subject: 'Your e-mail address for {{business.name}} was changed',
  body: [
    HELLO,
    '',
    'The e-mail address of your {{business.name}} account was changed to {{new_email}}. Sign-in links now go there.',
    'If you did not make this change, please call us{{#business.phone}} at {{business.phone}}{{/business.phone}}.',
    '',
    '{{business.name}}',
  ].join('\n'),
  placeholders: {
    'client.first_name': 'The first name on the account (may be empty)',
    new_email: 'The new address',
  },
  sample: {
    client: { first_name: 'Dana' },
    new_email: 'dana.new@example.com',
  },
});

const greeting = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** To the new address: the code that proves it reaches the account's owner. */
export function emailCodeMessage(input: {
  site: SiteSettings;
  to: string;
  firstName: string;
  code: string;
  minutes: number;
}): OutgoingEmail {
  const { site, firstName, code, minutes } = input;
  const message = fromTemplate(emailCodeTemplate, {
    client: { first_name: firstName },
    code,
    code_minutes: minutes,
    business: businessView(site),
  });
  const html = `<p>${escapeHtml(greeting(firstName))}</p>
<p>To use this e-mail address for your ${escapeHtml(site.businessName)} account, enter this code on your profile page:</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>
<p>The code works for ${minutes} minutes, once. If you did not ask for this, you can ignore this e-mail: nothing changes without the code.</p>
<p>${escapeHtml(site.businessName)}</p>`;
  return { to: input.to, ...message, html };
}

/** To the old address once the change is made: the owner learns of a change they did not make. */
export function emailChangedNotice(input: {
  site: SiteSettings;
  to: string;
  firstName: string;
  newEmail: string;
}): OutgoingEmail {
  const { site, firstName, newEmail } = input;
  const message = fromTemplate(emailChangedTemplate, {
    client: { first_name: firstName },
    new_email: newEmail,
    business: businessView(site),
  });
  const html = message.text
    .split('\n')
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('\n');
  return { to: input.to, ...message, html };
}
