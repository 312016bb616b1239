import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createCustomer, signInAs } from './support/auth-helpers';
import { addSlot, uniqueEmail } from './support/booking-helpers';
import { expectNoViolations, screenshots } from './support/page-checks';
import { reserveWithoutPayment } from './support/portal-helpers';

// The customer portal's core (docs/portal.md): a booking shows in My inspections, opens on its own
// page, and the profile changes the name (the banner follows) and the e-mail by a mailed code.

const banner = (page: Page) => page.locator('.site-banner');

// The not-found pages and the wrong code are answered 404 and 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 40[04]/] });

test('book, then My inspections, the order page, and the profile with an e-mail change', async ({
  page,
  db,
  inbox,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('portal');
  const slot = await addSlot(db, 60 * 24 * 4, 'portal');
  const id = await reserveWithoutPayment(page, slot.id, email);

  await signInAs(page, inbox, email, '/user/home');
  await banner(page).getByRole('link', { name: 'My inspections' }).click();
  await expect(page).toHaveURL(/\/user\/inspections$/);
  await expect(page).toHaveTitle(/^My inspections \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My inspections');
  const card = page.getByTestId('inspection').filter({ has: page.locator(`#inspection-${id}`) });
  await expect(card).toContainText('12 Walnut St, Pittsburgh, PA 15232');
  await expect(card.getByTestId('inspection-status')).toHaveText('Status: Reserved');
  await expect(card.getByTestId('inspection-payment')).toHaveText('Payment: Not paid');
  await expect(card).toContainText(/Total\s*\$\d/);
  await expectNoViolations(page);
  await screenshots(page, 'inspections');

  // By keyboard: the card's heading link opens the order.
  await card.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/inspections/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Inspection on \w+day, \w+ \d+, \d{4} at \d+:\d\d (AM|PM) E[SD]T$/,
  );
  await expect(page.getByText(`Order #${id}`)).toBeVisible();
  await expect(page.getByText('Dana Buyer').first()).toBeVisible();
  await expect(page.getByText('Shadyside')).toBeVisible();
  await expectNoViolations(page);
  await screenshots(page, 'inspection');

  for (const path of ['/user/inspections/999999', '/user/inspections/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inspection not found');
  }

  // Profile: a wrong phone is refused in the checkout's words; a new name shows in the banner.
  await page.goto('/user/home');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Phone').fill('555');
  await field('Phone').press('Enter');
  await expect(field('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.');
  await field('Phone').fill('(412) 555-0111');
  await field('First name').fill('Dorothy');
  await field('First name').press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your profile is saved.' }),
  ).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Dorothy' })).toBeVisible();
  await expectNoViolations(page);
  await screenshots(page, 'profile');

  // E-mail change: the code goes to the new address; a wrong one is refused, the right one works.
  const newEmail = uniqueEmail('portal-new');
  await field('New e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${newEmail}`)).toBeVisible();
  const mail = await inbox.waitFor(newEmail, /Confirm your new e-mail address/);
  const code = /profile page: (\d{6})/.exec(mail.text)?.[1] ?? '';
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const codeBox = field('6-digit code');
  await expect(codeBox).toBeFocused();
  await codeBox.fill(wrong);
  await codeBox.press('Enter');
  await expect(codeBox).toHaveAccessibleDescription('That code is not correct.');
  await expectNoViolations(page);
  await screenshots(page, 'profile-code');
  await codeBox.fill(code);
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
  await inbox.waitFor(email, /was changed/);

  // Someone else signed in finds no such inspection.
  await page.context().clearCookies();
  await signInAs(page, inbox, await createCustomer(db), `/user/inspections/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inspection not found');
  await expectNoViolations(page);
});

test('on a phone, a signed-in customer has Call, My inspections, their name and Cart in view', async ({
  page,
  db,
  inbox,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const email = await createCustomer(db, { firstName: 'Jordan' });
  await signInAs(page, inbox, email, '/');
  const links = banner(page).getByRole('link');
  await expect(links.filter({ hasText: 'Jordan' })).toBeVisible();
  // One line, nothing off its edge: the longer links of a session do not hide Cart.
  for (const name of [/^Call \(412\) 555-0142$/, /^My inspections$/, /^Jordan$/, /^Cart$/])
    await expect(banner(page).getByRole('link', { name })).toBeInViewport({ ratio: 1 });
  const row = banner(page).locator('.banner-links');
  expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(banner(page).getByRole('link', { name: 'Call (412) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+14125550142',
  );
  // Facebook moves to the footer on a phone; on a wide screen it is in both.
  await expect(banner(page).getByRole('link', { name: /Facebook/ })).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Facebook/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(banner(page).getByRole('link', { name: '(412) 555-0142' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: /Facebook/ })).toBeVisible();
});
