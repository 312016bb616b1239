import type { Browser, Page } from '@playwright/test';
import { addSlot, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { reserveWithoutPayment } from './support/portal-helpers';

// The confirmation's "Manage your inspection" link: opening it spends nothing (a mail scanner
// opens links); Open my inspection signs that browser in and shows the order; the spent link
// then says so and points to the sign-in page.

// A spent link's press is answered 404, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 404/] });

/** A page in a browser that has never seen the site (no session, no cookies). */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  return context.newPage();
}

test('the confirmation link opens the order in a fresh browser, once', async ({
  page,
  browser,
  baseURL,
  db,
  inbox,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('manage');
  const slot = await addSlot(db, 60 * 24 * 5, 'manage');
  const id = await reserveWithoutPayment(page, slot.id, email);

  const mail = await inbox.waitFor(email, /reserved/);
  const link = /(http:\/\/\S+\/user\/manage\/[\w-]{43})/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  expect(mail.html).toContain(`<a href="${link}"`);
  expect(mail.replyTo).toBe('office@example.test');
  const ics = mail.attachments.find((a) => a.mimeType === 'text/calendar')?.content ?? '';
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toContain('SEQUENCE:0');

  // The HTML part as a mail program shows it.
  const letter = await freshPage(browser, baseURL);
  await letter.setContent(mail.html);
  await expect(letter.getByRole('link', { name: link })).toBeVisible();
  await screenshots(letter, 'confirmation-email');
  await letter.context().close();

  // A scanner's plain GET, twice: the page only.
  for (let i = 0; i < 2; i++) {
    const scanned = await page.request.get(link!);
    expect(scanned.status()).toBe(200);
    expect(scanned.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(scanned.headers()['referrer-policy']).toBe('no-referrer');
  }

  const phone = await freshPage(browser, baseURL);
  await phone.goto(link!);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Manage your inspection');
  await expect(phone).toHaveTitle(/^Manage your inspection \|/);
  await expectNoViolations(phone);
  await screenshots(phone, 'manage-link');
  await phone.getByRole('button', { name: 'Open my inspection' }).click();
  await expect(phone).toHaveURL(new RegExp(`/user/inspections/${id}$`));
  await expect(phone.getByText(`Order #${id}`)).toBeVisible();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(/^Inspection on /);

  // Spent: another browser is told so and sent to sign in.
  const other = await freshPage(browser, baseURL);
  await other.goto(link!);
  await other.getByRole('button', { name: 'Open my inspection' }).click();
  const dead = other.getByRole('alert');
  await expect(dead).toContainText('This link has expired or was already used.');
  await expect(dead.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login');
  await expectNoViolations(other);
  await screenshots(other, 'manage-link-spent');
  await phone.context().close();
  await other.context().close();
});
