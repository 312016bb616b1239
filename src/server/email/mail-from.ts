import { randomBytes } from 'node:crypto';

// The sending address's domain names each message (Message-ID); a domain of localhost in
// production means mail that receiving servers reject or file as spam.

/** "Home Inspection <no-reply@example.com>" or "no-reply@example.com" → "example.com". */
export function mailFromDomain(mailFrom: string): string {
  const text = mailFrom.slice(0, 320);
  const open = text.lastIndexOf('<');
  const close = text.indexOf('>', open);
  const address = open >= 0 ? text.slice(open + 1, close < 0 ? undefined : close) : text;
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return /^[a-z0-9.-]{1,253}$/.test(domain) ? domain : 'localhost';
}

/** A new Message-ID on the sending domain: `<random@domain>`. */
export const newMessageId = (mailFrom: string) =>
  `<${randomBytes(16).toString('hex')}@${mailFromDomain(mailFrom)}>`;

const LOCAL = new Set(['localhost', 'localhost.localdomain', '127.0.0.1', '::1']);

export function isLocalMailFrom(mailFrom: string): boolean {
  const domain = mailFromDomain(mailFrom);
  return LOCAL.has(domain) || domain.endsWith('.localhost');
}

/** The start-up warning, or undefined when the sending address is fine. */
export function mailFromWarning(env: { NODE_ENV: string; MAIL_FROM: string }): string | undefined {
  if (env.NODE_ENV !== 'production' || !isLocalMailFrom(env.MAIL_FROM)) return undefined;
  return `MAIL_FROM (${env.MAIL_FROM}) is an address at localhost: receiving mail servers will reject or bin the site's e-mails. Set MAIL_FROM to an address at the business's own domain.`;
}
