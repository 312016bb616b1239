import { adminFrame, flash, openAdmin } from './support/admin-helpers';
import { signInAs } from './support/auth-helpers';
import { addSlot } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { ordersOf, payByCard, toPayNow, type Db } from './support/pay-now-helpers';

// Request, then confirm (decision 069): the office switches "Bookings need the office's
// confirmation" on, a visitor books by card and reads "Requested" in their account, the office
// confirms on the order's page (the card is captured) and the customer's e-mail arrives.

/** The setting is the whole site's: the window it is on stays as short as the journey allows. */
async function confirmationSetting(db: Db, value: 'office' | 'instant') {
  await db
    .updateTable('settings')
    .set({ value })
    .where('key', '=', 'booking.confirmation')
    .execute();
}

test('a card booking waits as Requested until the office confirms it', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await openAdmin(admin, inbox, 'advanced');
  const advanced = adminFrame(admin, 'Advanced settings');
  const form = advanced.getByRole('form', { name: 'Confirming bookings' });
  const slot = await addSlot(db, 24 * 60 + 340, 'request-confirm');
  try {
    await form
      .getByRole('combobox', { name: 'Bookings need the office’s confirmation' })
      .selectOption('office');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(flash(advanced)).toContainText('Saved.');

    await toPayNow(page, slot.id, 'request-confirm');
    await payByCard(page);
    await expect(page).toHaveURL(/\/thank-you\/\d+$/);
    await expect(page.getByTestId('reservation-heading')).toContainText('Your request is received');
  } finally {
    // Back off at once: other journeys book meanwhile and expect confirmed bookings.
    await confirmationSetting(db, 'instant');
  }
  const [order] = await ordersOf(db, slot.id);
  expect(order).toMatchObject({ booking_status: 'requested', payment_status: 'authorized' });
  const email = order!.customer_email;
  await inbox.waitFor(email, /We received your inspection request/);

  // The customer's account: Requested, waiting for the office.
  await signInAs(page, inbox, email, `/user/inspections/${order!.id}`);
  await expect(page.getByTestId('inspection-status')).toHaveText('Status: Requested');
  await expect(page.getByRole('heading', { name: 'Waiting for the office' })).toBeVisible();
  await screenshots(page, 'portal-requested');
  await expectNoViolations(page);

  // The office's order page: Confirm, Decline, Propose another time.
  await admin.goto(`/cms-admin/manage-orders.php?id=${order!.id}`);
  const orders = admin;
  await expect(
    orders.getByRole('heading', { name: 'Waiting for your confirmation' }),
  ).toBeVisible();
  await expect(orders.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(orders.getByRole('button', { name: 'Propose another time' })).toBeVisible();
  await expectNoViolations(admin);
  await screenshots(admin, 'admin-order-requested');
  await orders.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(admin.locator('.alert').first()).toContainText(`Order #${order!.id} confirmed`);

  const mail = await inbox.waitFor(email, /is confirmed/);
  expect(mail.text).toContain('Your card was charged');
  const [confirmed] = await ordersOf(db, slot.id);
  expect(confirmed).toMatchObject({
    booking_status: 'active',
    payment_status: 'paid',
    captured_cents: order!.total_cents,
  });
  await page.reload();
  await expect(page.getByTestId('inspection-status')).toHaveText('Status: Confirmed');
  await staff.close();
});
