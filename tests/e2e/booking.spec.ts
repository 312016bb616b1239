import { expect, test } from './support/fixtures';
import {
  addSlot,
  prices,
  usd,
  addToCart,
  fillBilling,
  fillProperty,
  openOrderForm,
  uniqueEmail,
} from './support/booking-helpers';

test('pay later, from the calendar to /thank-you/{id}, with the confirmation e-mail', async ({
  page,
  db,
  inbox,
}) => {
  const slot = await addSlot(db, 150, 'journey');
  const p = await prices(page);
  await page.goto('/availability');
  await expect(page.locator('.fc-event').first()).toBeVisible();
  const event = page.locator('.fc-event', { hasText: slot.title });
  if ((await event.count()) === 0) await page.locator('.fc-next-button').click();
  await event.first().click();
  await expect(page).toHaveURL(/\/home-inspection$/);

  // Defaults: the chosen slot, the first enabled home size and property age.
  const date = page.getByRole('combobox', { name: 'Inspection date' });
  await expect(date).toHaveValue(String(slot.id));
  await expect(
    page.getByRole('combobox', { name: 'Home size (finished living space)' }),
  ).toHaveValue(/\d/);
  await expect(page.getByTestId('order-total')).toHaveText(usd(p.base));
  await page.getByRole('checkbox', { name: /Radon Test/ }).check();
  await expect(page.getByTestId('order-total')).toHaveText(usd(p.base + p.radon));
  await fillProperty(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const card = page.locator('.cart-summary');
  await expect(card).toContainText('Shadyside');
  await expect(card).toContainText('12 Walnut St');
  await expect(card).toContainText('Pittsburgh, PA 15232');
  await expect(card).toContainText('Radon Test');
  await expect(card).toContainText(usd(p.radon));
  await expect(page.getByTestId('cart-total')).toHaveText(usd(p.base + p.radon));
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  const email = uniqueEmail('journey');
  await fillBilling(page, email);
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();

  await expect(page).toHaveURL(/\/thank-you\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByTestId('reservation-number')).toHaveText(id!);
  await expect(page.getByTestId('reservation-date')).toHaveText(
    /^\w+day, \w+ \d+, \d{4} at \d+:\d\d (AM|PM) E[SD]T$/,
  );
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();

  const mail = await inbox.waitFor(email, /reserved/);
  expect(mail.text).toContain(`Reservation number: ${id}`);
  expect(mail.text).toContain('Cancellation is free until 5:00 PM ET on the day of booking.');
  expect(mail.attachments.find((a) => a.filename === 'inspection.ics')?.content).toContain(
    'DTSTART;TZID=America/New_York:',
  );
  await inbox.waitFor('office@example.test', new RegExp(`New booking #${id}:`));

  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  expect(order).toMatchObject({
    slot_id: slot.id,
    payment_status: 'pending',
    booking_status: 'active',
    total_cents: p.base + p.radon,
  });
  // The cart is cleared and the slot left every list.
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const slots = (await (
    await page.request.get('/cms-admin/api/get_slots.php?future=true&limit=1000')
  ).json()) as { id: number }[];
  expect(slots.map((s) => s.id)).not.toContain(slot.id);
});

test('radon-early is offered only with radon, and turning radon off turns it off', async ({
  page,
  db,
}) => {
  const slot = await addSlot(db, 160, 'radon');
  const p = await prices(page);
  await openOrderForm(page, slot.id);
  const radon = page.getByRole('checkbox', { name: /^Radon Test/ });
  const early = page.getByRole('checkbox', { name: /^Early Radon Results/ });
  await expect(early).toHaveCount(0);
  await radon.check();
  await early.check();
  await expect(page.getByTestId('order-total')).toHaveText(usd(p.base + p.radon + p.early));
  await radon.uncheck();
  await expect(early).toHaveCount(0);
  await expect(page.getByTestId('order-total')).toHaveText(usd(p.base));
  await radon.check();
  await expect(early).not.toBeChecked();
  await expect(page.getByTestId('order-total')).toHaveText(usd(p.base + p.radon));
});

test('Add to cart stays disabled until the form is valid, else the alert', async ({ page, db }) => {
  const slot = await addSlot(db, 170, 'required');
  const p = await prices(page);
  await openOrderForm(page, slot.id);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeDisabled();
  await page.getByRole('textbox', { name: 'Neighborhood' }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill out all required fields before proceeding',
  );
  await expect(page.getByRole('textbox', { name: 'Neighborhood' })).toBeFocused();
  await expect(page.getByText('Neighborhood is required.')).toBeVisible();

  // The states offered, ZIP 5 or 5+4, additional units 0 or more.
  const states = await page
    .getByRole('combobox', { name: 'State' })
    .locator('option')
    .allTextContents();
  expect(states.filter((s) => s !== 'Choose...')).toEqual(['PA', 'OH', 'WV']);
  await fillProperty(page);
  const zip = page.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('1523');
  await zip.blur();
  await expect(page.getByText('Please enter a valid ZIP code.')).toBeVisible();
  await expect(add).toBeDisabled();
  await zip.fill('15232-1234');
  const units = page.getByRole('spinbutton', { name: 'Additional units' });
  await units.fill('-1');
  await units.blur();
  await expect(page.getByText('Additional units must be a whole number, 0 or more.')).toBeVisible();
  await units.fill('2');
  await expect(page.getByTestId('order-total')).toHaveText(usd(p.base + 2 * p.unit));
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-total')).toHaveText(usd(p.base + 2 * p.unit));
});

test('an expired or taken slot shows the warning with a link to availability', async ({
  page,
  db,
}) => {
  const past = await addSlot(db, -30, 'past');
  await openOrderForm(page, past.id);
  const warning = page.getByRole('alert');
  await expect(warning).toContainText('The inspection date you chose is no longer available');
  // The first available slot is preselected instead.
  await expect(page.getByRole('combobox', { name: 'Inspection date' })).not.toHaveValue(
    String(past.id),
  );
  await warning.getByRole('link', { name: 'See all available dates' }).click();
  await expect(page).toHaveURL(/\/availability$/);
});

test('the cart expires 60 minutes after it was last saved', async ({ page, db }) => {
  await page.clock.install();
  const slot = await addSlot(db, 180, 'expiry');
  await addToCart(page, slot.id);
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await page.clock.fastForward('59:00');
  await page.reload();
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await page.clock.fastForward('01:30');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/home-inspection$/);
});

test('Change Date picks another slot and saves the cart again', async ({ page, db }) => {
  const first = await addSlot(db, 190, 'first');
  const second = await addSlot(db, 200, 'second');
  await addToCart(page, first.id);
  await page.getByRole('button', { name: 'Change Date' }).click();
  const picker = page.getByRole('combobox', { name: 'Choose a new date' });
  const options = await picker.locator('option').count();
  expect(options).toBeGreaterThan(1);
  expect(options).toBeLessThanOrEqual(50);
  await picker.selectOption(String(second.id));
  await expect(picker).toHaveCount(0);
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cart') ?? '{}') as {
        selectedSlotId: number;
        selectedSlot: { title: string };
      },
  );
  expect(stored.selectedSlotId).toBe(second.id);
  expect(stored.selectedSlot.title).toBe(second.title);
  await page.reload();
  await page.getByRole('button', { name: 'Change Date' }).click();
  await expect(page.getByRole('combobox', { name: 'Choose a new date' })).toHaveValue(
    String(second.id),
  );
});

test('a date picked far out in the calendar (beyond the next 50) is kept, not called expired', async ({
  page,
  db,
}) => {
  // Demo data alone holds 60 slots, so one 90 days out is never among the next 50.
  const far = await addSlot(db, 90 * 24 * 60, 'far');
  await addToCart(page, far.id);
  await expect(page.getByText('no longer available')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await page.goto('/home-inspection');
  await expect(page.getByRole('combobox', { name: 'Inspection date' })).toHaveValue(String(far.id));
  await expect(page.getByText('The inspection date you chose is no longer available')).toHaveCount(
    0,
  );
});
