import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../src/server/db/database';
import { upsertCustomerUser } from '../../../src/server/users/users.repository';
import type { CaughtMail } from '../../../src/testing/smtp-catcher';
import type { Inbox } from './fixtures';
import { E2E_ADMIN_EMAIL } from './ports';

export { E2E_ADMIN_EMAIL };

const API = '/cms-admin/api';

/** A new customer in the e2e database (unique e-mail unless given); answers the e-mail. */
export async function createCustomer(
  db: Db,
  customer: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<string> {
  const email = customer.email ?? `customer-${randomBytes(5).toString('hex')}@example.test`;
  await upsertCustomerUser(
    db,
    {
      email,
      firstName: customer.firstName ?? 'Casey',
      lastName: customer.lastName ?? 'Buyer',
      phone: '',
    },
    new Date().toISOString(),
  );
  return email;
}

/** The sign-in link, its token and the 6-digit code of a sign-in e-mail. */
export function signInDetails(mail: CaughtMail): { link: string; token: string; code: string } {
  const link = /(https?:\/\/\S+\/user\/login\?token=([\w-]{43}))/.exec(mail.text);
  const code = /asked for it: (\d{6})/.exec(mail.text);
  if (!link?.[1] || !link[2] || !code?.[1]) throw new Error(`Not a sign-in e-mail:\n${mail.text}`);
  return { link: link[1], token: link[2], code: code[1] };
}

async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('No XSRF-TOKEN cookie: session.php was not loaded');
  return decodeURIComponent(cookie.value);
}

/**
 * Signs the page's browser context in as `email` through the real API and e-mail (no UI), then
 * opens `goTo` (default /user/home). Safe with parallel workers signing in as the same user:
 * it proves its own e-mail by the code, which only works in the browser session that asked.
 */
export async function signInAs(
  page: Page,
  inbox: Inbox,
  email: string,
  goTo = '/user/home',
): Promise<void> {
  const request = page.context().request;
  for (let round = 0; round < 3; round++) {
    await request.get(`${API}/session.php`);
    const askedAt = new Date(Date.now() - 1000).toISOString();
    const asked = await request.post(`${API}/request_login_link.php`, {
      data: { email },
      headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    });
    if (!asked.ok())
      throw new Error(`request_login_link.php: ${asked.status()} ${await asked.text()}`);
    if (await tryCodes(page, inbox, email, askedAt)) {
      if (goTo) await page.goto(goTo);
      return;
    }
  }
  throw new Error(`Could not sign in as ${email}`);
}

/** Tries the codes of e-mails that arrived since `since`, newest first, up to 4 wrong ones. */
async function tryCodes(page: Page, inbox: Inbox, email: string, since: string) {
  const request = page.context().request;
  const tried = new Set<string>();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && tried.size < 4) {
    const mails = (await inbox.all(email))
      .filter((m) => m.receivedAt >= since && /sign-in link/i.test(m.subject))
      .reverse();
    for (const mail of mails) {
      const { code } = signInDetails(mail);
      if (tried.has(code)) continue;
      tried.add(code);
      const res = await request.post(`${API}/authenticate.php`, {
        data: { code },
        headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
      });
      if (res.ok() && ((await res.json()) as { success?: boolean }).success) return true;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}
