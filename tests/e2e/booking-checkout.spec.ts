import type { Page } from '@playwright/test';
import { signInAs } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { addSlot, addToCart, fillBilling, takeSlot, uniqueEmail } from './support/booking-helpers';
import { expectNoViolations, screenshots } from './support/page-checks';

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function toCheckout(page: Page, slotId: number) {
  await addToCart(page, slotId);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await box(page, 'First name').waitFor();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Touches a field (focus, type, leave) and waits until a screen reader would hear `message` as
 * its description (the error comes first, before any hint), as the form shows it after leaving.
 */
async function expectError(page: Page, name: string, value: string, message: string) {
  const field = box(page, name);
  // Type, then correct to the value: a real edit, whether or not the form was submitted before.
  await field.fill(`${value}x`);
  await field.fill(value);
  await field.blur();
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escaped(message)}`));
}

test('checkout with no cart goes to /home-inspection', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/home-inspection$/);
});

test('every checkout validation message, tied to its field', async ({ page, db }) => {
  const slot = await addSlot(db, 210, 'messages');
  await toCheckout(page, slot.id);
  const reserve = page.getByRole('button', { name: 'Reserve Without Payment' });
  await expect(reserve).toBeDisabled();

  await expectError(page, 'First name', ' ', 'First name is required.');
  await expectError(page, 'Last name', '', 'Last name is required.');
  await expectError(page, 'Billing address line 1', '', 'Address is required.');
  await expectError(page, 'City', '', 'City is required.');
  await expectError(page, 'ZIP code', '1234', 'Please enter a valid ZIP code.');
  await expectError(page, 'ZIP code', '12345-12', 'Please enter a valid ZIP code.');
  await expectError(page, 'E-mail', 'dana@example', 'Please enter a valid email.');
  await expectError(page, 'Phone', '555-0100', 'Please enter a valid phone number.');
  const state = page.getByRole('combobox', { name: 'State' });
  await state.fill('');
  await state.blur();
  await expect(page.getByText('State is required.')).toBeVisible();
  await expect(box(page, 'First name')).toHaveAttribute('aria-invalid', 'true');

  // Submitting (Enter) shows the agreement message and focuses the first wrong field.
  await box(page, 'Company').press('Enter');
  await expect(page.getByText('You must agree to the cancellation policy.')).toBeVisible();
  await expect(box(page, 'First name')).toBeFocused();

  // Second buyer names only when a second buyer is chosen.
  await page.getByRole('checkbox', { name: 'Add a second buyer' }).check();
  await expectError(page, 'Second buyer first name', '', 'Second buyer first name is required.');
  await expectError(page, 'Second buyer last name', '', 'Second buyer last name is required.');
  await page.getByRole('checkbox', { name: 'Add a second buyer' }).uncheck();
  await expect(box(page, 'Second buyer first name')).toHaveCount(0);

  // The customer's address only when it is different.
  await page.getByRole('checkbox', { name: /mailing address is different/ }).check();
  await expectError(page, 'Customer first name', '', 'First name is required.');
  await expectError(page, 'Customer last name', '', 'Last name is required.');
  await expectError(page, 'Mailing address line 1', '', 'Address is required.');
  await expectError(page, 'Mailing city', '', 'City is required.');
  await expectError(page, 'Mailing ZIP code', '123', 'Please enter a valid ZIP code.');
  await page.getByRole('checkbox', { name: /mailing address is different/ }).uncheck();

  // Realtor: No / Yes / I am an agent; Yes needs names, e-mail and a phone.
  for (const choice of ['No', 'Yes', 'I am an agent'])
    await expect(page.getByRole('radio', { name: choice, exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await expectError(page, 'Realtor first name', '', 'Realtor first name is required.');
  await expectError(page, 'Realtor last name', '', 'Realtor last name is required.');
  await expectError(page, 'Realtor e-mail', 'rae@', 'Please enter a valid email.');
  await expectError(page, 'Realtor phone', '12345', 'Please enter a valid phone number.');
  await page.getByRole('radio', { name: 'I am an agent' }).check();
  await expect(box(page, 'Realtor first name')).toHaveCount(0);

  // Country choices, and a valid form enables the button.
  const countries = await page
    .getByRole('combobox', { name: 'Country' })
    .locator('option')
    .allTextContents();
  expect(countries).toEqual(['United States', 'Canada']);
  await fillBilling(page, uniqueEmail('messages'));
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  // No payment method is chosen for the customer: the form is complete once one is.
  await expect(reserve).toBeDisabled();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await expect(reserve).toBeEnabled();
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).uncheck();
  await expect(page.getByText('You must agree to the cancellation policy.')).toBeVisible();
  await expect(reserve).toBeDisabled();
});

test('notes and access details: typed by keyboard, checked, kept with their lines on the order', async ({
  page,
  db,
  inbox,
}) => {
  const slot = await addSlot(db, 240, 'notes');
  const email = uniqueEmail('notes');
  await toCheckout(page, slot.id);
  await fillBilling(page, email);
  const notes = page.getByRole('textbox', { name: 'Notes and access details' });
  await expect(notes).toHaveAccessibleDescription(
    'Lockbox code, gate, pets, utilities, anything the inspector should know.',
  );
  // Too long: the message is tied to the field, before the hint.
  await notes.fill('x'.repeat(1001));
  await notes.blur();
  await expect(notes).toHaveAccessibleDescription(
    /^Please keep the notes to 1,000 characters or fewer\./,
  );
  await expect(notes).toHaveAttribute('aria-invalid', 'true');
  await notes.fill('');
  // By keyboard: Tab in from the field before, Enter makes a new line (it does not submit).
  await page.getByRole('radio', { name: 'I am an agent' }).check();
  await page.keyboard.press('Tab');
  await expect(notes).toBeFocused();
  await page.keyboard.type('Lockbox 4821 on the side door');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Dog: Rex <friendly>');
  await expect(page).toHaveURL(/\/checkout$/);
  await page.keyboard.press('Tab');
  await expect(notes).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await expectNoViolations(page);
  await screenshots(page, 'checkout-notes');
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await expect(page).toHaveURL(/\/thank-you\/\d+$/);
  const id = /\/thank-you\/(\d+)$/.exec(page.url())?.[1];

  await signInAs(page, inbox, email, `/user/inspections/${id}`);
  const section = page.getByRole('region', { name: 'Notes and access details' });
  await expect(section.locator('.user-notes')).toHaveText(
    'Lockbox 4821 on the side door\nDog: Rex <friendly>',
  );
  // pre-line: the line break shows as one.
  expect(await section.locator('.user-notes').innerText()).toBe(
    'Lockbox 4821 on the side door\nDog: Rex <friendly>',
  );
  await expectNoViolations(page);
});

test('the payment choice shows its own button', async ({ page, db }) => {
  const slot = await addSlot(db, 220, 'paynow');
  await toCheckout(page, slot.id);
  await page.getByRole('radio', { name: 'Pay now by card' }).check();
  await expect(page.getByRole('button', { name: 'Reserve & Pay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve Without Payment' })).toHaveCount(0);
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await expect(page.getByRole('button', { name: 'Reserve Without Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve & Pay' })).toBeHidden();
});

test.describe('when the slot is booked by someone else meanwhile', () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('pay later says the reservation could not be saved', async ({ page, db }) => {
    const slot = await addSlot(db, 230, 'taken');
    await toCheckout(page, slot.id);
    await fillBilling(page, uniqueEmail('taken'));
    await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
    await page.getByRole('radio', { name: /Pay later/ }).check();
    await takeSlot(db, slot.id, 'other@example.test');
    await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'We could not save your reservation. Please try again.',
    );
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).not.toBeNull();
  });
});
