import { DateTime } from 'luxon';
import { adminFrame, flash, openAdmin } from './support/admin-helpers';
import {
  chooseFullDayJob,
  fillBilling,
  fillProperty,
  uniqueEmail,
} from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { timeIdOf } from '../../src/shared/slots/time-id';

// Booking that knows the job: the administrator sets the business's working hours (by the
// Working hours section), a visitor with a big old house sees the visit's length and that it is a
// full-day visit, picks a time the hours offer and books it; the order keeps the visit's length.

const ZONE = 'America/New_York';

test('working hours to a booked full-day visit', async ({ page, browser, db, inbox }) => {
  // A Saturday ten to sixteen days out, at 6:00. Other journeys book the business's slots 3 to 9
  // days out at the time of day they run (a visit that Saturday would take its full day), and 90
  // days out; demo times are on weekdays.
  const soonest = DateTime.now().setZone(ZONE).plus({ days: 10 }).startOf('day');
  const day = soonest.plus({ days: (6 - soonest.weekday + 7) % 7 });
  const field = `day${day.weekday - 1}`;
  const start = day.set({ hour: 6 }).toMillis();

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await openAdmin(admin, inbox, 'working-hours');
  const frame = adminFrame(admin, 'Working hours');
  await frame.getByRole('heading', { name: 'Weekly hours' }).waitFor();
  await frame.locator(`input[name="${field}"]`).fill('6:00-18:00');
  await frame.getByRole('textbox', { name: 'Or only at these times' }).fill('6:00');
  await frame.getByRole('button', { name: 'Save hours' }).click();
  await expect(flash(frame)).toContainText('Working hours saved.');
  await expectNoViolations(admin);
  await screenshots(admin, 'admin-working-hours');
  // The booking rules in Advanced: a notice that ends at that Saturday's midnight, so the order
  // form's list (the 50 nearest free times) starts there, whatever other journeys added before
  // it. The journey runs alone (a site-wide project), and the notice is set back at its end.
  await admin.goto('/admin?section=advanced');
  const advanced = adminFrame(admin, 'Advanced settings');
  await advanced.getByRole('heading', { name: 'Booking rules' }).waitFor();
  const notice = advanced.getByRole('spinbutton', {
    name: 'Minimum notice before a visit (hours)',
  });
  const noticeBefore = await notice.inputValue();
  const setNotice = async (hours: string) => {
    await admin.goto('/admin?section=advanced');
    await notice.fill(hours);
    await advanced.getByRole('button', { name: 'Save booking rules' }).click();
    await expect(flash(advanced)).toContainText('Booking rules saved.');
  };
  await setNotice(String(Math.floor((day.toMillis() - Date.now()) / 3_600_000)));
  await screenshots(admin, 'admin-advanced-booking-rules');
  // The other changed admin page: a service's minutes.
  await admin.goto('/cms-admin/manage-services.php?edit=1');
  await admin
    .getByRole('textbox', { name: 'Minutes it adds to the visit' })
    .or(admin.getByRole('spinbutton', { name: 'Minutes it adds to the visit' }))
    .waitFor();
  await screenshots(admin, 'admin-service-minutes');

  try {
    await page.goto('/home-inspection');
    const when = page.getByRole('combobox', { name: 'Inspection date' });
    await expect(page.getByRole('textbox', { name: 'Neighborhood' })).toBeEnabled();
    await chooseFullDayJob(page);
    await expect(page.getByTestId('visit-length')).toContainText(/Visit length: \d+ h/);
    await when.selectOption(String(timeIdOf(start)));
    await fillProperty(page);
    await expectNoViolations(page);
    await screenshots(page, 'order-form-full-day');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const email = uniqueEmail('full-day');
    await fillBilling(page, email);
    await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
    await page.getByRole('radio', { name: /Pay later/ }).check();
    await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
    await expect(page).toHaveURL(/\/thank-you\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const order = await db
      .selectFrom('orders')
      .innerJoin('slots', 'slots.id', 'orders.slot_id')
      .select([
        'orders.visit_minutes',
        'orders.visit_full_day',
        'slots.from_hours',
        'slots.starts_at',
      ])
      .where('orders.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.visit_full_day).toBe(1);
    expect(order.from_hours).toBe(1);
    expect(new Date(order.starts_at as string).getTime()).toBe(start);
    await inbox.waitFor(email, /reserved/);
  } finally {
    // Back to no hours and the notice as it was, so the other journeys' lists are as they expect.
    await db.deleteFrom('working_hours').execute();
    await setNotice(noticeBefore);
    await staff.close();
  }
});
