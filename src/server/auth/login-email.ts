import { escapeHtml } from '../../shared/html';
import type { SiteSettings } from '../../shared/site-settings';
import {
  type TemplateChoice,
  defineBareMessage,
  fromTemplate,
} from '../messages/message-definition';

export interface LoginEmailContent {
  kind: string;
  subject: string;
  text: string;
  html: string;
  template: TemplateChoice;
}

export const loginMessage = defineBareMessage({
  key: 'login',
  title: 'Sign-in link and code',
  audience: 'whoever asks to sign in',
  subject: 'Your sign-in link for {{business.name}}',
  body: [
    'Hello{{#client.first_name}} {{client.first_name}}{{/client.first_name}},',
    '',
    'Use this link to sign in to {{business.name}}:',
    '{{link}}',
    '',
    'Or enter this code on the sign-in page, in the browser where you asked for it: {{code}}',
    '',
    'The link works for {{link_minutes}} minutes and the code for {{code_minutes}} minutes, once.',
    'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.',
    '',
    '{{business.name}}',
  ].join('\n'),
  placeholders: {
    'client.first_name': 'The first name on the account (may be empty)',
    link: 'The sign-in link',
    code: 'The 6-digit sign-in code',
    link_minutes: 'How many minutes the link works',
    code_minutes: 'How many minutes the code works',
    'business.name': 'The business name (Admin → Advanced)',
  },
  // Without both, the message cannot sign anyone in.
  required: ['code', 'link'],
  sample: {
    client: { first_name: 'Dana' },
    link: 'https://example.com/user/login?token=…',
    code: '123456',
    link_minutes: 30,
    code_minutes: 10,
    business: { name: 'Keystone Home Inspections' },
  },
});

const greeting = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** One e-mail carries both the sign-in link and the 6-digit code, so either way works. */
export function loginEmail(input: {
  site: SiteSettings;
  firstName: string;
  link: string;
  code: string;
  linkMinutes: number;
  codeMinutes: number;
}): LoginEmailContent {
  const { site, firstName, link, code, linkMinutes, codeMinutes } = input;
  const message = fromTemplate(loginMessage, {
    client: { first_name: firstName },
    link,
    code,
    link_minutes: linkMinutes,
    code_minutes: codeMinutes,
    business: { name: site.businessName },
  });
  // The shipped message has its own HTML part with a button-like link and a large code; an
  // edited one gets the outbox's layout instead.
  const html = `<p>${escapeHtml(greeting(firstName))}</p>
<p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(site.businessName)}</a></p>
<p>Or enter this code on the sign-in page, in the browser where you asked for it:</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>
<p>The link works for ${linkMinutes} minutes and the code for ${codeMinutes} minutes, once.
If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.</p>
<p>${escapeHtml(site.businessName)}</p>`;
  return { ...message, html };
}
