import { escapeHtml } from '../../shared/html';
import type { SiteSettings } from '../../shared/site-settings';
import type { OutgoingEmail } from '../email/email.types';

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
  const text = [
    greeting(firstName),
    '',
    `To use this e-mail address for your ${site.businessName} account, enter this code on your profile page: ${code}`,
    '',
    `The code works for ${minutes} minutes, once. If you did not ask for this, you can ignore this e-mail: nothing changes without the code.`,
    '',
    site.businessName,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting(firstName))}</p>
<p>To use this e-mail address for your ${escapeHtml(site.businessName)} account, enter this code on your profile page:</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>
<p>The code works for ${minutes} minutes, once. If you did not ask for this, you can ignore this e-mail: nothing changes without the code.</p>
<p>${escapeHtml(site.businessName)}</p>`;
  return {
    to: input.to,
    kind: 'email-change-code',
    subject: `Confirm your new e-mail address for ${site.businessName}`,
    text,
    html,
  };
}

/** To the old address once the change is made: the owner learns of a change they did not make. */
export function emailChangedNotice(input: {
  site: SiteSettings;
  to: string;
  firstName: string;
  newEmail: string;
}): OutgoingEmail {
  const { site, firstName, newEmail } = input;
  const lines = [
    greeting(firstName),
    '',
    `The e-mail address of your ${site.businessName} account was changed to ${newEmail}. Sign-in links now go there.`,
    `If you did not make this change, please call us${site.phone ? ` at ${site.phone}` : ''}.`,
    '',
    site.businessName,
  ];
  return {
    to: input.to,
    kind: 'email-changed',
    subject: `Your e-mail address for ${site.businessName} was changed`,
    text: lines.join('\n'),
    html: lines
      .filter(Boolean)
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('\n'),
  };
}
