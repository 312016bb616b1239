import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The server renders each public page; the browser then hydrates it. A hydration mismatch shows as
// a console error (the fixture fails the test on any), a CSP refusal (zod's JIT, an inline
// script) as a securitypolicyviolation event, which the page records from its very start. The
// order form validates with zod as it loads (its submit button follows validity), so
// /home-inspection shows that zod never compiles with `new Function`.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
});

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const publicPages: [path: string, heading: RegExp][] = [
  ['/', /Welcome/i],
  ['/about', /About/i],
  ['/fees', /Fees/i],
  ['/contact', /Contact/i],
  ['/availability', /Inspection Availability/],
  ['/home-inspection', /Book Your Home Inspection/],
  ['/user/login', /Login/],
];

for (const [path, heading] of publicPages) {
  test(`${path} arrives rendered and hydrates without errors or CSP refusals`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // The first HTML already carries the heading (no spinner in place of the page).
    expect(await response?.text()).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading.source}`, 'i'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    // Hydrated: React handles clicks (the About menu button toggles its menu). A click that lands
    // before hydration finishes does nothing, as for a person, who clicks again.
    const menu = page.getByRole('button', { name: 'About Us & Our Services menu' });
    const inspectors = page.getByRole('link', { name: 'Meet Our Inspectors' });
    await expect(async () => {
      if (!(await inspectors.isVisible())) await menu.click();
      await expect(inspectors).toBeVisible({ timeout: 1000 });
      // The availability page hydrates after its calendar's code: slow on a busy machine.
    }).toPass({ timeout: 30_000 });
    expect(await cspViolations(page)).toEqual([]);
  });
}

test.describe('a path that is no page', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('answers 404 with the not-found page, linking home and to booking', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: /Book your inspection/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
  });
});

test('navigating sets the title, moves focus to the heading and announces the page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Welcome/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(/^Contact.* \| /);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.locator('#route-announcer')).toHaveText(await page.title());

  await page.getByRole('link', { name: 'Schedule Inspection' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator('#route-announcer')).toHaveText(await page.title());
});

test('a real favicon.ico and apple-touch-icon, and no source maps', async ({ request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/icon/);
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.headers()['content-type']).toBe('image/png');
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect((await request.get(`${script}.map`)).status()).toBe(404);
  expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL');
});
