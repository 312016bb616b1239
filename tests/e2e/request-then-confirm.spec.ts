import { bumpVersions } from '../../src/server/cache/cache-versions.repository';
import { DateTime } from 'luxon';
import { timeIdOf } from '../../src/shared/slots/time-id';
import { adminFrame, flash, openAdmin } from './support/admin-helpers';
import { signInAs } from './support/auth-helpers';
import { addSlot, addToCart, fillBilling, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { ordersOf, payByCard, toPayNow, type Db } from './support/pay-now-helpers';

// Request, then confirm (decision 069): the office switches "Bookings need the office's
// confirmation" on, a visitor books by card and reads "Requested" in their account, the office
// confirms on the order's page (the card is captured) and the customer's e-mail arrives. Then
// the office proposes a time from working hours (decision 077) that expires unanswered.

/** The setting is the whole site's: the window it is on stays as short as the journey allows. */
async function confirmationSetting(db: Db, value: 'office' | 'instant') {
  await db
    .updateTable('settings')
    .set({ value })
    .where('key', '=', 'booking.confirmation')
    .execute();
  // The site keeps its settings under their version, which the office's saves move.
  await bumpVersions(db, ['settings']);
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
    await expect(
      advanced.getByRole('spinbutton', { name: 'A proposed time is held for (hours)' }),
    ).toHaveValue('48');
    await screenshots(admin, 'admin-advanced-proposed-times');

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

test('the office proposes a time from working hours; unanswered, the proposal expires', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  // The business's hours: one start, 4:00, on a day twelve days out. Other journeys book the
  // business's slots 3 to 9 days out at the time of day they run (a run near 4:00 would take
  // it) and 90 days out; none books this day.
  const day = DateTime.now().setZone('America/New_York').plus({ days: 12 }).startOf('day');
  const weekly: { from: number; to: number }[][] = [[], [], [], [], [], [], []];
  weekly[day.weekday - 1] = [{ from: 4 * 60, to: 18 * 60 }];
  const now = new Date().toISOString();
  await db
    .insertInto('working_hours')
    .values({
      owner_key: 'business',
      inspector_id: null,
      hours: JSON.stringify({ weekly, daysOff: [], startEvery: 30, startTimes: [4 * 60] }),
      updated_at: now,
    })
    .execute();
  const proposed = timeIdOf(day.set({ hour: 4 }).toMillis());
  const slot = await addSlot(db, 24 * 60 + 370, 'request-propose');
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  try {
    await confirmationSetting(db, 'office');
    try {
      await addToCart(page, slot.id);
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await fillBilling(page, uniqueEmail('request-propose'));
      await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
      await page.getByRole('radio', { name: /Pay later/ }).check();
      await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
      await expect(page).toHaveURL(/\/thank-you\/\d+$/);
    } finally {
      await confirmationSetting(db, 'instant');
    }
    const [order] = await ordersOf(db, slot.id);
    expect(order).toMatchObject({ booking_status: 'requested' });
    const email = order!.customer_email;
    await inbox.waitFor(email, /We received your inspection request/);

    // The office proposes the time the hours give (no hand-made slot at 4:00).
    await openAdmin(admin, inbox, 'orders');
    await admin.goto(`/cms-admin/manage-orders.php?id=${order!.id}`);
    // The list is a page of the nearest free times; the office asks for that day's.
    await admin.getByRole('textbox', { name: 'Free times from' }).fill(day.toISODate()!);
    await admin.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(admin.getByRole('textbox', { name: 'Free times from' })).toHaveValue(
      day.toISODate()!,
    );
    await admin.getByRole('combobox', { name: 'Another free time' }).selectOption(String(proposed));
    await admin.getByRole('button', { name: 'Propose another time' }).click();
    await expect(admin.locator('.alert').first()).toContainText(`Order #${order!.id} now holds`);
    await expect(admin.getByText(/Held for the customer until/)).toBeVisible();
    await inbox.waitFor(email, /Another time for your inspection/);

    // The customer reads the new time and until when it is held.
    await signInAs(page, inbox, email, `/user/inspections/${order!.id}`);
    await expect(page.getByRole('heading', { name: 'A new time for you' })).toBeVisible();
    await expect(page.getByText(/It is held for you until/)).toBeVisible();
    await screenshots(page, 'portal-proposed-time');

    // The hold ends unanswered: the job lapses the request; both sides see it expired.
    await db
      .updateTable('orders')
      .set({ proposal_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', order!.id)
      .execute();
    await inbox.waitFor(email, /has expired/);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'The proposed time has expired' }),
    ).toBeVisible();
    await expect(page.getByTestId('inspection-status')).toHaveText('Status: Cancelled');
    // It lapsed: not a cancellation by the office.
    await expect(page.getByText('the proposed time was not accepted in time')).toBeVisible();
    await expect(page.getByText('cancelled by our office')).toHaveCount(0);
    await expectNoViolations(page);
    await screenshots(page, 'portal-proposal-expired');
    await admin.reload();
    await expect(admin.getByText(/Expired unanswered/)).toBeVisible();
    await expectNoViolations(admin);
    await screenshots(admin, 'admin-order-proposal-expired');
  } finally {
    await db.deleteFrom('working_hours').where('owner_key', '=', 'business').execute();
    await staff.close();
  }
});
