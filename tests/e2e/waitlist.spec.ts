import { DateTime } from 'luxon';
import { adminFrame, openAdmin } from './support/admin-helpers';
import { addSlot, fillBilling, fillProperty, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { reserveWithoutPayment } from './support/portal-helpers';
import {
  bookFromOffer,
  cancelInPortal,
  expectJoined,
  openWaitlistForm,
  submitWaitlist,
} from './support/waitlist-helpers';

// The waitlist end to end on the built site with the real SMTP catcher: A books the last time of
// a day, B joins the waitlist for that day, A cancels in the portal, B gets the offer e-mail,
// opens its link and books the held time; the office sees B booked in Admin → Waitlist.

const ZONE = 'America/New_York';
const DAY = 60 * 24;

test.setTimeout(180_000);

test('a cancelled time is offered to the waitlist and booked through the offer link', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  // A day far beyond the demo slots and the working hours' horizon: this slot is its only time.
  const slot = await addSlot(db, (150 + Math.floor(Math.random() * 150)) * DAY + 600, 'waitlist');
  const row = await db
    .selectFrom('slots')
    .select('starts_at')
    .where('id', '=', slot.id)
    .executeTakeFirstOrThrow();
  const day = DateTime.fromISO(String(row.starts_at), { zone: ZONE }).toISODate() ?? '';
  const emailA = uniqueEmail('wait-a');
  const emailB = uniqueEmail('wait-b');
  const orderA = await reserveWithoutPayment(page, slot.id, emailA);

  // B, in a browser of their own, joins the waitlist for that day from /availability.
  const b = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  const form = await openWaitlistForm(b);
  await submitWaitlist(form, { email: emailB, zip: '1523', day });
  await expect(form.getByText('Please enter a valid ZIP code', { exact: false })).toBeVisible();
  await expectNoViolations(b);
  await screenshots(b, 'waitlist-form');
  await submitWaitlist(form, { email: emailB, zip: '15232', day });
  await expectJoined(b, inbox, emailB);

  // A cancels in the portal: the freed time is offered to B.
  await cancelInPortal(page, inbox, emailA, orderA);
  await bookFromOffer(b, inbox, emailB);
  await expect(b.getByRole('textbox', { name: 'Neighborhood' })).toBeEnabled();
  await expect(b.getByRole('combobox', { name: 'Inspection date' })).toHaveValue(String(slot.id));
  await fillProperty(b);
  await b.getByRole('button', { name: 'Add to cart' }).click();
  await b.waitForURL('**/cart');
  await b.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillBilling(b, emailB);
  const deadline = b.getByLabel('Inspection contingency deadline (optional)');
  await deadline.fill('2020-01-02');
  await deadline.blur();
  await expect(b.getByText('The inspection deadline cannot be in the past.')).toBeVisible();
  await deadline.fill(day);
  await expect(b.getByText('This time leaves less than a day before your deadline')).toBeVisible();
  await screenshots(b, 'waitlist-checkout-deadline');
  const agree = b.getByRole('checkbox', { name: 'I agree to the cancellation policy' });
  await expect(async () => agree.check({ timeout: 2_000 })).toPass({ timeout: 10_000 });
  await b.getByRole('radio', { name: /Pay later/ }).check();
  await b.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await b.waitForURL(/\/thank-you\/\d+$/);
  const orderB = Number(new URL(b.url()).pathname.split('/').pop());
  const booked = await db
    .selectFrom('orders')
    .select(['slot_id', 'customer_email', 'inspection_deadline'])
    .where('id', '=', orderB)
    .executeTakeFirstOrThrow();
  expect(booked).toEqual({ slot_id: slot.id, customer_email: emailB, inspection_deadline: day });

  // The office sees B booked in Admin → Waitlist.
  const office = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await openAdmin(office, inbox, 'waitlist');
  const frame = adminFrame(office, 'Waitlist');
  const entry = frame.getByRole('row').filter({ hasText: emailB });
  await expect(entry).toContainText(`Booked (order ${orderB})`);
  await expectNoViolations(office);
  await screenshots(office, 'waitlist-admin');
});
