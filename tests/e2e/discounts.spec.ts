import { adminFrame, cents, flash, openAdmin, uid } from './support/admin-helpers';
import { addSlot, addToCart, fillBilling, uniqueEmail, usd } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import type { Db } from './support/pay-now-helpers';

const MESSAGE = 'This code is not valid for this booking.';
// A refused code is a 400 (or, when its last use went meanwhile, 409) answer, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 40[09] \((Bad Request|Conflict)\)/] });

/** A live code of a fixed amount, written straight to the database (the admin form has its own test). */
async function addFixedCode(db: Db, code: string, amountCents: number) {
  const now = new Date().toISOString();
  await db
    .insertInto('discounts')
    .values({
      code,
      kind: 'fixed',
      percent: null,
      amount_cents: amountCents,
      service_ids: null,
      valid_from: null,
      valid_to: null,
      max_uses: null,
      max_uses_per_customer: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

// The administrator makes a code in Discounts (by keyboard), a customer applies it at the
// checkout (Enter), sees the discount line and the new total, books, and the thank-you page and
// the orders admin show it; a wrong code leaves the total as it was.
test('a discount code from the admin to the thank-you page', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  const code = `E2E${uid().toUpperCase()}`;
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await openAdmin(admin, inbox, 'discounts');
  const frame = adminFrame(admin, 'Discount codes');
  await frame.getByRole('heading', { name: 'Discounts' }).waitFor();

  // By keyboard: the new-code link, the fields in order, Enter to create.
  const newLink = frame.getByRole('link', { name: 'New discount code' });
  await newLink.focus();
  await newLink.press('Enter');
  const codeBox = frame.getByRole('textbox', { name: 'Code' });
  await codeBox.focus();
  await admin.keyboard.type(code.toLowerCase());
  await frame.getByRole('combobox', { name: 'Kind' }).selectOption('percent');
  await frame.getByRole('textbox', { name: 'Percentage off' }).fill('20');
  await frame.getByRole('textbox', { name: 'Total uses (optional)' }).fill('5');
  await frame.getByRole('textbox', { name: 'Uses per customer (optional)' }).press('Enter');
  await expect(flash(frame)).toHaveText(`Discount code ${code} created.`);
  await expect(frame.getByRole('row', { name: new RegExp(code) })).toContainText('0 of 5');

  // The checkout: a wrong code first, then ours in lower case with Enter.
  const slot = await addSlot(db, 300, 'discount');
  await addToCart(page, slot.id);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/\$/);
  const before = cents((await total.textContent()) ?? '');
  const input = page.getByRole('textbox', { name: 'Discount code' });
  await input.fill('NOT-A-CODE');
  await input.press('Enter');
  await expect(input).toHaveAccessibleDescription(MESSAGE);
  await expect(input).toBeFocused();
  await expect(total).toHaveText(usd(before));

  await input.fill(code.toLowerCase());
  await input.press('Enter');
  const off = Math.floor((before * 20 + 50) / 100);
  await expect(page.getByTestId('discount-label')).toHaveText(`Discount (${code})`);
  await expect(page.getByTestId('discount-amount')).toHaveText(`−${usd(off)}`);
  await expect(total).toHaveText(usd(before - off));
  await expectNoViolations(page);
  await screenshots(page, 'discount-checkout');

  const email = uniqueEmail('discount');
  await fillBilling(page, email);
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await expect(page).toHaveURL(/\/thank-you\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('reservation-total')).toHaveText(usd(before - off));
  await expect(page.getByTestId('reservation-discount')).toHaveText(
    `Discount (${code}): −${usd(off)}`,
  );
  await screenshots(page, 'discount-thank-you');
  const mail = await inbox.waitFor(email, /reserved/);
  expect(mail.text).toContain(`Discount (${code}): -${usd(off)}`);

  // The orders admin names the code; the Discounts list counts the use.
  await admin.goto(`/cms-admin/manage-orders.php?id=${id}`);
  await expect(admin.getByText(`${code} (${usd(off)} off)`)).toBeVisible();
  await admin.goto('/cms-admin/manage-discounts.php');
  await expect(admin.getByRole('row', { name: new RegExp(code) })).toContainText('1 of 5');
  await expectNoViolations(admin);
  await screenshots(admin, 'discount-admin');
  await admin.goto('/cms-admin/manage-discounts.php?new=1');
  await expectNoViolations(admin);
  await screenshots(admin, 'discount-admin-form');
  await staff.close();
});

test('Remove takes the discount off; the Apply messages are tied to the field', async ({
  page,
  db,
}) => {
  const code = `RM${uid().toUpperCase()}`;
  await addFixedCode(db, code, 50_00);
  const slot = await addSlot(db, 320, 'discount-remove');
  await addToCart(page, slot.id);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/\$/);
  const before = (await total.textContent()) ?? '';
  const input = page.getByRole('textbox', { name: 'Discount code' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(input).toHaveAccessibleDescription('Please enter a discount code.');

  await input.fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-amount')).toHaveText('−$50.00');
  await expect(total).toHaveText(usd(cents(before) - 50_00));
  await page.getByRole('button', { name: `Remove the discount code ${code}` }).click();
  await expect(page.getByTestId('discount-label')).toHaveCount(0);
  await expect(total).toHaveText(before);
  await expect(input).toBeVisible();
});

test('a code that expires after Apply is refused with the order; the full total shows again', async ({
  page,
  db,
}) => {
  const code = `EXP${uid().toUpperCase()}`;
  await addFixedCode(db, code, 25_00);
  const slot = await addSlot(db, 340, 'discount-expired');
  await addToCart(page, slot.id);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/\$/);
  const before = (await total.textContent()) ?? '';
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(total).toHaveText(usd(cents(before) - 25_00));

  // The code ends while the customer fills in the form.
  await db
    .updateTable('discounts')
    .set({ valid_to: new Date(Date.now() - 60_000).toISOString() })
    .where('code', '=', code)
    .execute();
  await fillBilling(page, uniqueEmail('discount-expired'));
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGE })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('discount-label')).toHaveCount(0);
  await expect(total).toHaveText(before);

  // Reserving again books at the full price the page now shows.
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await expect(page).toHaveURL(/\/thank-you\/\d+$/);
  await expect(page.getByTestId('reservation-total')).toHaveText(before);
});
