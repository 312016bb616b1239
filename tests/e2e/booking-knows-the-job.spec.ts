import { DateTime } from 'luxon';
import type { FrameLocator, Page } from '@playwright/test';
import { adminFrame, flash, openAdmin, uid } from './support/admin-helpers';
import { chooseFullDayJob, fillBilling, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { AREA_JOURNEY, areaJourneyOrder, clearAreas } from './support/areas-helpers';
import { isTimeId, timeIdOf } from '../../src/shared/slots/time-id';
import {
  bookFromOffer,
  cancelInPortal,
  expectJoined,
  openWaitlistForm,
  submitWaitlist,
} from './support/waitlist-helpers';

// Booking that knows the job, first half: the administrator adds an inspector and sets their
// working hours and service area, and a travel zone in Advanced; a visitor with a big old house
// enters a ZIP in the area, sees a full-day visit with a Travel line, picks a time and reserves
// it; a visitor whose ZIP no area covers gets the phone message instead of the form. Then the
// waitlist: a visitor in the area joins it for the full day, the first cancels in the portal, and
// the waitlisted visitor gets the offer e-mail and books the held time.

const ZONE = 'America/New_York';

async function addInspector(frame: FrameLocator, last: string) {
  await frame.getByRole('link', { name: 'New user' }).click();
  await frame
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill(`area.${last}@example.test`);
  await frame.getByLabel('First name').fill('Ada');
  await frame.getByLabel('Last name').fill(last);
  await frame.getByLabel('Phone').fill('(412) 555-0198');
  await frame.getByRole('checkbox', { name: 'Inspector', exact: true }).check();
  await frame.getByLabel('Short bio').fill('Ada inspects the far hills.');
  await frame.getByLabel('Licence number').fill(`PA-${last.toUpperCase()}`);
  await frame
    .getByRole('button', { name: /Create user|Save/ })
    .first()
    .click();
  await expect(flash(frame)).toHaveText(/^User .* created\.$/);
}

async function askZip(page: Page, zip: string) {
  await page.goto('/home-inspection');
  const box = page.getByRole('textbox', { name: /Property ZIP code/ });
  await box.fill(zip);
  await page.getByRole('button', { name: 'Check ZIP code' }).click();
}

test('service area and travel fee to a booked full-day visit', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  // Three admin pages and two visitors, each page checked by axe: longer than a one-page journey.
  test.setTimeout(240_000);
  // A Sunday at least three days out, at 5:00: no other journey books then.
  const soonest = DateTime.now().setZone(ZONE).plus({ days: 3 }).startOf('day');
  const day = soonest.plus({ days: (7 - soonest.weekday + 7) % 7 });
  const start = day.set({ hour: 5 }).toMillis();
  const last = `Hill${uid()}`;

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  try {
    await openAdmin(admin, inbox, 'users');
    await addInspector(adminFrame(admin, 'Users'), last);

    await admin.goto('/admin?section=working-hours');
    const hours = adminFrame(admin, 'Working hours');
    await hours.getByRole('link', { name: `Ada ${last}` }).click();
    await hours.getByRole('heading', { name: 'Service area' }).waitFor();
    await hours.locator(`input[name="day${day.weekday - 1}"]`).fill('5:00-18:00');
    await hours.getByRole('textbox', { name: 'Or only at these times' }).fill('5:00');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await expect(flash(hours)).toContainText('Working hours saved.');
    await hours.getByRole('textbox', { name: 'ZIP codes covered' }).fill(AREA_JOURNEY.zip);
    await hours.getByRole('button', { name: 'Save service area' }).click();
    await expect(flash(hours)).toContainText('Service area saved.');
    await expectNoViolations(admin);
    await screenshots(admin, 'admin-working-hours-area');

    await admin.goto('/admin?section=advanced');
    const advanced = adminFrame(admin, 'Advanced settings');
    await advanced
      .getByRole('textbox', { name: 'Travel zones' })
      .fill(`Far hills | 35.00 | ${AREA_JOURNEY.zip}`);
    await advanced.getByRole('button', { name: 'Save service area and travel' }).click();
    await expect(flash(advanced)).toContainText('Service area and travel saved.');
    await advanced.getByRole('heading', { name: 'Service area and travel' }).waitFor();
    await screenshots(admin, 'admin-advanced-service-area');

    // The first visitor: a ZIP in the area opens the form with the inspector's times.
    await askZip(page, AREA_JOURNEY.zip);
    await expectNoViolations(page);
    await expect(page.getByRole('textbox', { name: 'Neighborhood' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'ZIP code', exact: true })).toHaveValue(
      AREA_JOURNEY.zip,
    );
    await chooseFullDayJob(page);
    const price = page.locator('.order-price-card');
    await expect(price.getByText('Travel', { exact: true })).toBeVisible();
    await expect(price.getByText('$35.00')).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Inspection date' })
      .selectOption(String(timeIdOf(start)));
    await page.getByRole('textbox', { name: 'Neighborhood' }).fill('Far Hills');
    await page.getByRole('textbox', { name: 'Address line 1' }).fill(AREA_JOURNEY.street);
    await page.getByRole('textbox', { name: 'City' }).fill('Gibsonia');
    await page.getByRole('combobox', { name: 'State' }).selectOption('PA');
    await expectNoViolations(page);
    await screenshots(page, 'order-form-area-travel');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/cart');
    await expect(page.getByText(`Travel fee for ZIP ${AREA_JOURNEY.zip}`)).toBeVisible();
    // Change Date offers only the times of who covers the ZIP: Ada's hours, no demo slot of the
    // business (which covers no area).
    await page.getByRole('button', { name: 'Change Date' }).click();
    const picker = page.getByRole('combobox', { name: 'Choose a new date' });
    await expect(picker).toHaveValue(String(timeIdOf(start)));
    const offered = await picker
      .locator('option')
      .evaluateAll((os) => os.map((o) => Number((o as HTMLOptionElement).value)));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((id) => !isTimeId(id))).toEqual([]);
    await expectNoViolations(page);
    await screenshots(page, 'cart-change-date-area');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const email = uniqueEmail(AREA_JOURNEY.emailPrefix);
    await fillBilling(page, email);
    await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
    await page.getByRole('radio', { name: /Pay later/ }).check();
    await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
    await expect(page).toHaveURL(/\/thank-you\/\d+$/);
    const booked = await areaJourneyOrder(db);
    expect(booked?.id).toBe(Number(page.url().split('/').pop()));
    expect(new Date(booked!.starts_at as string).getTime()).toBe(start);
    const order = await db
      .selectFrom('orders')
      .select(['price_lines', 'visit_full_day'])
      .where('id', '=', booked!.id)
      .executeTakeFirstOrThrow();
    expect(order.visit_full_day).toBe(1);
    expect(JSON.parse(order.price_lines)).toContainEqual(
      expect.objectContaining({ name: 'Travel', amountCents: AREA_JOURNEY.travelCents }),
    );
    await inbox.waitFor(email, /reserved/);

    // The second visitor: a ZIP no area covers gets the phone number, and no form.
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await askZip(other, AREA_JOURNEY.outsideZip);
    await expect(other.getByTestId('outside-area')).toContainText(
      /call us at \(\d{3}\) \d{3}-\d{4}/,
    );
    await expect(other.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expectNoViolations(other);
    await screenshots(other, 'order-form-outside-area');
    await visitor.close();

    // 5:00 is Ada's only start that day and the full-day visit holds it: the day is full. A
    // third visitor, whose ZIP the area covers, joins the waitlist for it; the first cancels in
    // the portal; the timed job offers the freed time and the third books it through the link.
    const emailB = uniqueEmail('area-waitlist');
    const waiting = await browser.newContext();
    const b = await waiting.newPage();
    const joinForm = await openWaitlistForm(b);
    await submitWaitlist(joinForm, { email: emailB, zip: AREA_JOURNEY.zip, day: day.toISODate()! });
    await expectJoined(b, inbox, emailB);
    await cancelInPortal(page, inbox, email, booked!.id);
    await bookFromOffer(b, inbox, emailB);
    // The area asks the ZIP first, then the form opens on the held time.
    await b.getByRole('textbox', { name: /Property ZIP code/ }).fill(AREA_JOURNEY.zip);
    await b.getByRole('button', { name: 'Check ZIP code' }).click();
    await expect(b.getByRole('textbox', { name: 'Neighborhood' })).toBeEnabled();
    await expect(b.getByRole('combobox', { name: 'Inspection date' })).toHaveValue(
      String(timeIdOf(start)),
    );
    await b.getByRole('textbox', { name: 'Neighborhood' }).fill('Far Hills');
    await b.getByRole('textbox', { name: 'Address line 1' }).fill(AREA_JOURNEY.street);
    await b.getByRole('textbox', { name: 'City' }).fill('Gibsonia');
    await b.getByRole('combobox', { name: 'State' }).selectOption('PA');
    await b.getByRole('button', { name: 'Add to cart' }).click();
    await b.waitForURL('**/cart');
    await b.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await fillBilling(b, emailB);
    // The held time's checkout settles after its offer is read: check once it stays checked.
    const agree = b.getByRole('checkbox', { name: 'I agree to the cancellation policy' });
    await expect(async () => agree.check({ timeout: 2_000 })).toPass({ timeout: 10_000 });
    await b.getByRole('radio', { name: /Pay later/ }).check();
    await b.getByRole('button', { name: 'Reserve Without Payment' }).click();
    await b.waitForURL(/\/thank-you\/\d+$/);
    const second = await db
      .selectFrom('orders')
      .innerJoin('slots', 'slots.id', 'orders.slot_id')
      .select(['orders.customer_email', 'slots.starts_at'])
      .where('orders.id', '=', Number(new URL(b.url()).pathname.split('/').pop()))
      .executeTakeFirstOrThrow();
    expect(second.customer_email).toBe(emailB);
    expect(new Date(second.starts_at as string).getTime()).toBe(start);
    await waiting.close();
  } finally {
    // Areas restrict every journey's order form: gone again, and the inspector hidden.
    await clearAreas(db);
    await db.deleteFrom('working_hours').execute();
    await db
      .updateTable('inspectors')
      .set({ shown: 0 })
      .where('licence_number', '=', `PA-${last.toUpperCase()}`)
      .execute();
    await staff.close();
  }
});
