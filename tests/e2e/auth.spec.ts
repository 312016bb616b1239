import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  CODE_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_LINK_SENT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
} from '../../src/shared/auth/login';
import { createCustomer, E2E_ADMIN_EMAIL, signInAs, signInDetails } from './support/auth-helpers';
import { expect, type Inbox, test } from './support/fixtures';
import { holdPageCode } from './support/page-checks';

// Sign-in (docs/sign-in.md): login, user home, banner, navigation, access rules, error words.

const SUBJECT = /sign-in link/i;

async function askForLink(page: Page, email: string) {
  await page.goto('/user/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await expect(page.getByRole('status')).toHaveText(LOGIN_LINK_SENT_MESSAGE);
}

async function mailOf(inbox: Inbox, email: string) {
  return signInDetails(await inbox.waitFor(email, SUBJECT));
}

const banner = (page: Page) => page.locator('.site-banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a customer signs in with the 6-digit code and reaches user home', async ({
  page,
  db,
  inbox,
}) => {
  const email = await createCustomer(db, { firstName: 'Ada', lastName: 'Lovelace' });
  await page.goto('/user/login');
  // Slow the answer down a little, to see the busy label.
  await page.route('**/request_login_link.php', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByRole('status')).toHaveText(LOGIN_LINK_SENT_MESSAGE);
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeFocused();

  const { code } = await mailOf(inbox, email);
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();

  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  for (const [name, href] of <[string, string][]>[
    ['Profile', '/user/profile'],
    ['Reports', '/user/reports'],
    ['Payments', '/user/payments'],
  ])
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(banner(page).getByRole('link', { name: 'Ada' })).toHaveAttribute(
    'href',
    '/user/home',
  );
  await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

test('the Sign in button of a link waits for the page to start', async ({ page }) => {
  const release = await holdPageCode(page, 'login-page');
  await page.goto(`/user/login?token=${'B'.repeat(43)}`);
  await expect(signInButton(page)).toBeDisabled();
  release();
  await expect(signInButton(page)).toBeEnabled();
});

test('the link in the e-mail opens a Sign in button that signs in once; opening it spends nothing', async ({
  page,
  db,
  inbox,
  browser,
}) => {
  const email = await createCustomer(db, { firstName: 'Grace', lastName: 'Hopper' });
  await askForLink(page, email);
  const { link } = await mailOf(inbox, email);

  // A mail scanner opens the link first, and presses nothing.
  const scanner = await browser.newContext();
  const scan = await scanner.newPage();
  await scan.goto(link);
  await expect(signInButton(scan)).toBeVisible();
  await scanner.close();

  // Opened in another browser, as from a phone's mail app: the link still works.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/user\/login\?token=/);
  await expectNoAxeViolations(phone);
  await signInButton(phone).click();
  await expect(phone).toHaveURL(/\/user\/home$/);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Grace Hopper');
  await other.close();

  await page.goto(link);
  await signInButton(page).click();
  await expect(page.getByRole('alert')).toContainText('invalid, expired or already used');
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a wrong or malformed code shows its message', async ({ page, db, inbox }) => {
  const email = await createCustomer(db);
  await askForLink(page, email);
  const { code } = await mailOf(inbox, email);
  const codeField = page.getByLabel('6-digit code');
  const verify = page.getByRole('button', { name: 'Verify Code' });

  await codeField.fill('12a4');
  await verify.click();
  await expect(page.getByRole('alert')).toHaveText(CODE_INVALID_MESSAGE);

  await codeField.fill(code === '000000' ? '000001' : '000000');
  await verify.click();
  await expect(page.getByRole('alert')).toHaveText(VERIFICATION_FAILED_MESSAGE);
  await expect(page).toHaveURL(/\/user\/login$/);

  // Pasted from the e-mail with stray spaces around it, the code still works.
  await codeField.fill(` ${code} `);
  await verify.click();
  await expect(page).toHaveURL(/\/user\/home$/);
});

test.describe('login page errors', () => {
  test.use({ allowedConsoleErrors: [[/Failed to load resource/], { scope: 'test' }] });

  test('the e-mail step shows the server text, or our words', async ({ page }) => {
    await page.goto('/user/login');
    const send = page.getByRole('button', { name: 'Send Login Link' });
    await send.click();
    await expect(page.getByRole('alert')).toHaveText(EMAIL_REQUIRED_MESSAGE);

    await page.getByLabel('Email address').fill('someone@example.test');
    await page.route('**/request_login_link.php', (route) => route.abort());
    await send.click();
    await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR_MESSAGE);

    await page.unroute('**/request_login_link.php');
    await page.route('**/request_login_link.php', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await send.click();
    await expect(page.getByRole('alert')).toHaveText(UNEXPECTED_ERROR_MESSAGE);
  });

  test('a link that cannot reach the server says Login failed', async ({ page }) => {
    await page.route('**/authenticate.php', (route) => route.abort());
    await page.goto(`/user/login?token=${'A'.repeat(43)}`);
    await signInButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED_MESSAGE);
  });
});

test('logout returns to / and signs out', async ({ page, db, inbox }) => {
  const email = await createCustomer(db, { firstName: 'Lin' });
  await signInAs(page, inbox, email);
  await expect(banner(page).getByRole('link', { name: 'Lin' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/user/home');
  await expect(page).toHaveURL(/\/user\/login$/);
});

test.describe('a failed logout', () => {
  test.use({
    allowedConsoleErrors: [[/^Logout failed/, /Failed to load resource/], { scope: 'test' }],
  });

  test('keeps the user signed in and logs Logout failed', async ({ page, db, inbox }) => {
    const email = await createCustomer(db, { firstName: 'Kim', lastName: 'Park' });
    await signInAs(page, inbox, email);
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.route('**/logout.php', (route) => route.abort());
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => logged.some((t) => t.startsWith('Logout failed'))).toBe(true);
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kim Park');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });
});

test('an administrator sees the Admin item and opens /admin', async ({ page, inbox }) => {
  await signInAs(page, inbox, E2E_ADMIN_EMAIL, '/');
  await expect(banner(page).getByRole('link', { name: 'Administrator' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a customer is sent from /admin to /user/login', async ({ page, db, inbox }) => {
  await signInAs(page, inbox, await createCustomer(db), '/');
  await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('signed out, /user/home and /admin lead to /user/login', async ({ page }) => {
  for (const path of ['/user/home', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  }
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('the login steps and user home pass WCAG A/AA checks, on a phone too', async ({
  page,
  db,
  inbox,
}) => {
  const email = await createCustomer(db, { firstName: 'Rae', lastName: 'Ortiz' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await askForLink(page, email);
    await page.getByLabel('6-digit code').fill('1');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toHaveText(CODE_INVALID_MESSAGE);
    await expectNoAxeViolations(page);
  }
  // Keyboard only: the code field has focus after the e-mail step; Enter submits.
  // Asking again replaced the first code: the newest e-mail counts.
  const newest = (await inbox.all(email)).at(-1);
  if (!newest) throw new Error('no sign-in e-mail');
  await page.getByLabel('6-digit code').fill(signInDetails(newest).code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rae Ortiz');
  await expectNoAxeViolations(page);
});
