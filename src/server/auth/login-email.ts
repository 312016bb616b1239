import { escapeHtml } from '../../shared/html';
import type { SiteSettings } from '../../shared/site-settings';

export interface LoginEmailContent {
  subject: string;
  text: string;
  html: string;
}

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
  const subject = `Your sign-in link for ${site.businessName}`;
  const text = [
    greeting(firstName),
    '',
    `Use this link to sign in to ${site.businessName}:`,
    link,
    '',
    `Or enter this code on the sign-in page, in the browser where you asked for it: ${code}`,
    '',
    `The link works for ${linkMinutes} minutes and the code for ${codeMinutes} minutes, once.`,
    'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.',
    '',
    site.businessName,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting(firstName))}</p>
<p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(site.businessName)}</a></p>
<p>Or enter this code on the sign-in page, in the browser where you asked for it:</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>
<p>The link works for ${linkMinutes} minutes and the code for ${codeMinutes} minutes, once.
If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.</p>
<p>${escapeHtml(site.businessName)}</p>`;
  return { subject, text, html };
}
