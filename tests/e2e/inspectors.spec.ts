import { DateTime } from 'luxon';
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import type { Slot } from '../../src/shared/slots/slot';
import { adminFrame, flash, openAdmin, uid } from './support/admin-helpers';
import { fillBilling, fillProperty, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';

// The team: the administrator adds two inspectors in Users and gives each a slot at the same
// time in Slots; customers see that time once under "Any inspector", and each books a named one.

const ZONE = 'America/New_York';
/** A PNG of 1×1 pixel: the photo the administrator uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function addInspector(frame: FrameLocator, page: Page, first: string, last: string) {
  await frame.getByRole('link', { name: 'New user' }).click();
  await frame.getByLabel('E-mail').fill(`${first}.${last}@example.test`.toLowerCase());
  await frame.getByLabel('First name').fill(first);
  await frame.getByLabel('Last name').fill(last);
  await frame.getByLabel('Phone').fill('(412) 555-0199');
  // By keyboard: Space checks the role, typing fills the profile, Enter in a field submits.
  await frame.getByRole('checkbox', { name: 'Inspector', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(frame.getByRole('checkbox', { name: 'Inspector', exact: true })).toBeChecked();
  await expect(
    frame.getByRole('checkbox', { name: /Shown on the site/ }),
    'a new inspector is shown by default',
  ).toBeChecked();
  await frame.getByLabel('Short bio').fill(`${first} has inspected homes for ten years.`);
  await frame.getByLabel('Licence number').fill(`PA-${last.toUpperCase()}`);
  await frame.getByLabel('Licence number').press('Enter');
  await expect(flash(frame)).toHaveText(/^User .* created\.$/);
}

async function addSlot(frame: FrameLocator, when: DateTime, inspector: string) {
  await frame.getByRole('link', { name: 'New slot' }).click();
  await frame.getByLabel('Date').fill(when.toFormat('yyyy-MM-dd'));
  await frame.getByLabel('Time').fill(when.toFormat('HH:mm'));
  await frame.getByLabel('Inspector').selectOption({ label: inspector });
  await frame.getByRole('button', { name: 'Create slot' }).click();
  await expect(flash(frame)).toContainText('Slot created');
}

async function freeSlots(context: BrowserContext, inspector?: number) {
  const res = await context.request.get(
    `/cms-admin/api/get_slots.php?future=true&limit=1000${inspector ? `&inspector=${inspector}` : ''}`,
  );
  return (await res.json()) as Slot[];
}

/** A customer books the named inspector's slot at `startIso` through the order form. */
async function bookWith(page: Page, inspector: string, startIso: string) {
  await page.goto('/home-inspection');
  const form = page.getByRole('combobox', { name: 'Inspection date' });
  await expect(page.getByRole('textbox', { name: 'Neighborhood' })).toBeEnabled();
  await page.getByRole('combobox', { name: 'Inspector' }).selectOption({ label: inspector });
  await expect(page.locator('.inspector-card')).toContainText(inspector);
  const time = DateTime.fromISO(startIso).setZone(ZONE).toFormat('h:mm a');
  const option = form.locator('option', { hasText: time }).first();
  await expect(option).toHaveCount(1);
  await form.selectOption((await option.getAttribute('value')) ?? '');
  await fillProperty(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL('**/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillBilling(page, uniqueEmail('team'));
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await page.waitForURL(/\/thank-you\/\d+$/);
  await expect(page.getByTestId('reservation-inspector')).toHaveText(inspector);
}

test('two inspectors at the same time: shown once, each bookable by name', async ({
  page,
  inbox,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = uid();
  const [a, b] = [`Ava${run}`, `Ben${run}`];
  const last = 'Tester';
  await openAdmin(page, inbox, 'users');
  const users = adminFrame(page, 'Users');
  await addInspector(users, page, a, last);
  // The photo form of the new inspector's page: the bytes are checked, then shown.
  await users.getByLabel('New photo').setInputFiles({
    name: 'ava.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await users.getByRole('button', { name: 'Upload photo' }).click();
  await expect(flash(users)).toHaveText(`The photo of ${a} ${last} was saved.`);
  await expect(users.getByRole('img', { name: `Photo of ${a} ${last}` })).toBeVisible();
  await expectNoViolations(page);
  await screenshots(page, 'admin-user-inspector');
  await users.getByRole('link', { name: 'Back to all users' }).click();
  await addInspector(users, page, b, last);

  // Both get a slot two days ahead at the same odd minute (no demo slot is then).
  const when = DateTime.now()
    .setZone(ZONE)
    .plus({ days: 2 })
    .set({ hour: 7, minute: 7 + Math.floor(Math.random() * 50), second: 0, millisecond: 0 });
  await page.goto('/admin?section=slots');
  const slots = adminFrame(page, 'Inspection slots');
  await addSlot(slots, when, `${a} ${last}`);
  await addSlot(slots, when, `${b} ${last}`);
  await expect(slots.getByRole('cell', { name: `${a} ${last}` }).first()).toBeVisible();
  await expectNoViolations(page);
  await screenshots(page, 'admin-slots-inspector');

  const start = when.toUTC().toISO() ?? '';
  const shop = await browser.newContext();
  const customer = await shop.newPage();
  const any = (await freeSlots(shop)).filter((s) => s.start === start);
  expect(any, 'the time is listed once for any inspector').toHaveLength(1);
  const inspectors = (await (await shop.request.get('/cms-admin/api/inspectors.php')).json()) as {
    id: number;
    name: string;
  }[];
  const idOf = (name: string) => inspectors.find((i) => i.name === name)?.id;
  expect((await freeSlots(shop, idOf(`${b} ${last}`))).map((s) => s.start)).toContain(start);

  // Under "Any inspector" the order form offers the time once.
  await customer.goto('/home-inspection');
  await expect(customer.getByRole('combobox', { name: 'Inspector' })).toHaveValue('');
  const time = when.toFormat('h:mm a');
  await expect(
    customer.getByRole('combobox', { name: 'Inspection date' }).locator('option', {
      hasText: `${when.toFormat('LLL d')}, ${when.toFormat('yyyy')} · ${time}`,
    }),
  ).toHaveCount(1);

  await bookWith(customer, `${a} ${last}`, start);
  await shop.close();

  // The other inspector's slot at that time is still free, and another customer books it.
  const other = await browser.newContext();
  const second = await other.newPage();
  expect((await freeSlots(other)).filter((s) => s.start === start)).toHaveLength(1);
  expect((await freeSlots(other, idOf(`${a} ${last}`))).map((s) => s.start)).not.toContain(start);
  // On a phone, the availability list for that inspector leads to the form with both chosen.
  await second.setViewportSize({ width: 390, height: 900 });
  await second.goto('/availability');
  await second.getByRole('combobox', { name: 'Inspector' }).selectOption({ label: `${b} ${last}` });
  await expect(second.locator('.inspector-card')).toContainText(`${b} ${last}`);
  await expectNoViolations(second);
  await screenshots(second, 'availability-inspector');
  await second.setViewportSize({ width: 390, height: 900 });
  await second
    .getByRole('link', { name: `Reserve: ${when.toFormat('ccc, LLL d, yyyy')} at ${time}` })
    .click();
  await expect(second).toHaveURL(/\/home-inspection$/);
  await expect(second.getByRole('textbox', { name: 'Neighborhood' })).toBeEnabled();
  await expect(second.getByRole('combobox', { name: 'Inspector' })).toHaveValue(
    String(idOf(`${b} ${last}`)),
  );
  const bSlot = (await freeSlots(other, idOf(`${b} ${last}`))).find((s) => s.start === start);
  await expect(second.getByRole('combobox', { name: 'Inspection date' })).toHaveValue(
    String(bSlot?.id),
  );
  await expect(second.locator('.inspector-card')).toContainText(`${b} ${last}`);
  await expectNoViolations(second);
  await screenshots(second, 'order-form-inspector');
  await bookWith(second, `${b} ${last}`, start);
  expect((await freeSlots(other)).filter((s) => s.start === start)).toHaveLength(0);
  await other.close();
});
