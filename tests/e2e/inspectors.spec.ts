import { DateTime } from 'luxon';
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import type { Slot } from '../../src/shared/slots/slot';
import { formatDate, formatDateTimeLong, formatTime } from '../../src/shared/time';
import { adminFrame, flash, openAdmin, uid } from './support/admin-helpers';
import { signInAs } from './support/auth-helpers';
import { fillBilling, fillProperty, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { type FeedEvent, feedEvents } from './support/inspector-feed';
import { expectNoViolations, screenshots } from './support/page-checks';

// The team: the administrator adds two inspectors in Users and gives each a slot at the same
// time in Slots; customers see that time once under "Any inspector", and each books a named one.
// Then the inspector's side: the one booked by name signs in by the e-mailed code, sees the
// inspection on /inspector and in their private calendar feed, which follows the customer's
// reschedule and cancellation on the order page; the other inspector never sees it.

const ZONE = 'America/New_York';
/** A PNG of 1×1 pixel: the photo the administrator uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The administrator adds an inspector in Users, by keyboard; answers their e-mail. */
async function addInspector(frame: FrameLocator, page: Page, first: string, last: string) {
  const email = `${first}.${last}@example.test`.toLowerCase();
  await frame.getByRole('link', { name: 'New user' }).click();
  // The exact field of the new user's form: the list's "Search by e-mail or name" (left behind
  // while the form loads) must not take the address.
  await frame.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
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
  return email;
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

/** How the order form's date list shows a time: "Dec 4, 2026 · 8:17 AM". */
const optionText = (at: DateTime) =>
  `${at.toFormat('LLL d')}, ${at.toFormat('yyyy')} · ${at.toFormat('h:mm a')}`;

/** The id of the named inspector in the public list customers choose from. */
async function inspectorId(context: BrowserContext, name: string) {
  const res = await context.request.get('/cms-admin/api/inspectors.php');
  const listed = (await res.json()) as { id: number; name: string }[];
  const id = listed.find((i) => i.name === name)?.id;
  expect(id, `${name} is listed`).toBeDefined();
  return id;
}

interface Buyer {
  email: string;
  first: string;
  last: string;
  street: string;
}

/** A customer of their own: a unique e-mail, name and street, so their order is told apart. */
function newBuyer(first: string): Buyer {
  const run = uid();
  return {
    email: uniqueEmail(first.toLowerCase()),
    first,
    last: `Buyer${run}`,
    street: `${100 + (parseInt(run, 16) % 9000)} Maple Ave`,
  };
}

/** A customer books the named inspector's slot at `startIso` through the order form; the id. */
async function bookWith(page: Page, inspector: string, startIso: string, buyer = newBuyer('Team')) {
  await page.goto('/home-inspection');
  const form = page.getByRole('combobox', { name: 'Inspection date' });
  await expect(page.getByRole('textbox', { name: 'Neighborhood' })).toBeEnabled();
  await page.getByRole('combobox', { name: 'Inspector' }).selectOption({ label: inspector });
  await expect(page.locator('.inspector-card')).toContainText(inspector);
  const at = DateTime.fromISO(startIso).setZone(ZONE);
  const option = form.locator('option', { hasText: optionText(at) });
  await expect(option).toHaveCount(1);
  await form.selectOption((await option.getAttribute('value')) ?? '');
  await fillProperty(page, buyer.street);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL('**/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillBilling(page, buyer.email, buyer);
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await page.waitForURL(/\/thank-you\/\d+$/);
  await expect(page.getByTestId('reservation-inspector')).toHaveText(inspector);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('two inspectors at the same time: shown once, each bookable by name', async ({
  page,
  inbox,
  browser,
}) => {
  // Users, a photo, Slots, two checkouts and axe on each page: slow on a shared machine.
  test.setTimeout(180_000);
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
    customer
      .getByRole('combobox', { name: 'Inspection date' })
      .locator('option', { hasText: optionText(when) }),
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

test('the inspector booked by name sees it on /inspector and in the feed, which follows a reschedule and a cancellation', async ({
  page,
  inbox,
  browser,
  request,
}) => {
  // Two inspectors, three slots, two checkouts and four sign-ins, all through the pages.
  test.setTimeout(240_000);
  const run = uid();
  const last = 'Feedtester';
  const [a, b] = [`Ivy${run}`, `Jon${run}`];
  const [nameA, nameB] = [`${a} ${last}`, `${b} ${last}`];
  await openAdmin(page, inbox, 'users');
  const users = adminFrame(page, 'Users');
  const emailA = await addInspector(users, page, a, last);
  await users.getByRole('link', { name: 'Back to all users' }).click();
  const emailB = await addInspector(users, page, b, last);

  // Both at the same odd minute four days ahead (no demo slot then; outside the 48 hours, so the
  // customer may move and cancel for free), and a later time for A alone to move to.
  const when = DateTime.now()
    .setZone(ZONE)
    .plus({ days: 4 })
    .set({ hour: 8, minute: 7 + Math.floor(Math.random() * 50), second: 0, millisecond: 0 });
  const later = when.plus({ days: 1, hours: 2 });
  await page.goto('/admin?section=slots');
  const slots = adminFrame(page, 'Inspection slots');
  await addSlot(slots, when, nameA);
  await addSlot(slots, when, nameB);
  await addSlot(slots, later, nameA);

  // One customer books A by name, another B at the same time.
  const start = when.toUTC().toISO() ?? '';
  const laterStart = later.toUTC().toISO() ?? '';
  const buyerA = newBuyer('Mara');
  const buyerB = newBuyer('Noel');
  const shop = await browser.newContext();
  const customer = await shop.newPage();
  const orderA = await bookWith(customer, nameA, start, buyerA);
  const otherShop = await browser.newContext();
  await bookWith(await otherShop.newPage(), nameB, start, buyerB);
  await otherShop.close();

  // A signs in by the e-mailed code and sees the inspection: when, where and who.
  const desk = await browser.newContext();
  const inspector = await desk.newPage();
  await signInAs(inspector, inbox, emailA, '/inspector');
  await expect(
    inspector.getByRole('heading', { level: 1, name: 'My inspections schedule' }),
  ).toBeVisible();
  await expect(inspector.getByText(`Signed in as ${nameA}.`)).toBeVisible();
  const visits = inspector.getByTestId('inspector-visit');
  await expect(visits).toHaveCount(1);
  const visit = visits.first();
  const addressA = `${buyerA.street}, Pittsburgh, PA 15232`;
  const heading = (iso: string) => `${formatDate(iso, ZONE)} at ${formatTime(iso, ZONE)}`;
  await expect(visit.getByRole('heading', { level: 3 })).toHaveText(heading(start));
  await expect(visit).toContainText(addressA);
  await expect(visit).toContainText(`${buyerA.first} ${buyerA.last}`);
  await expect(visit).not.toContainText(buyerB.street);
  await expectNoViolations(inspector);

  // The private link, made by keyboard; a calendar program fetches it with no session.
  await inspector.getByRole('button', { name: 'Create calendar link' }).focus();
  await inspector.keyboard.press('Enter');
  const field = inspector.getByRole('textbox', { name: 'Your private calendar link' });
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect(url).toMatch(/\/inspector-calendar\/[\w-]{43}\.ics$/);
  await expectNoViolations(inspector);
  const ofOrder = (events: FeedEvent[]) =>
    events.filter((e) => e.description.split('\n').includes(`Reservation ${orderA}`));
  const booked = await feedEvents(request, url);
  expect(booked, 'A’s feed holds A’s inspection only').toHaveLength(1);
  expect(ofOrder(booked)).toHaveLength(1);
  const event = ofOrder(booked)[0]!;
  expect(event).toMatchObject({
    start: when.toMillis(),
    status: 'CONFIRMED',
    location: addressA,
  });
  expect(event.description).toContain(`Buyers: ${buyerA.first} ${buyerA.last}`);

  // B, signed in the same way, sees their own customer's inspection at that time and not A's.
  const otherDesk = await browser.newContext();
  const inspectorB = await otherDesk.newPage();
  await signInAs(inspectorB, inbox, emailB, '/inspector');
  await expect(inspectorB.getByText(`Signed in as ${nameB}.`)).toBeVisible();
  const visitsB = inspectorB.getByTestId('inspector-visit');
  await expect(visitsB).toHaveCount(1);
  await expect(visitsB.first()).toContainText(buyerB.street);
  await expect(visitsB.first().getByRole('heading', { level: 3 })).toHaveText(heading(start));
  await expect(inspectorB.getByText(buyerA.street)).toHaveCount(0);
  await expect(inspectorB.getByText(`${buyerA.first} ${buyerA.last}`)).toHaveCount(0);
  await otherDesk.close();

  // The customer moves the inspection to A's later time on the order page. The panel lists the
  // free times across inspectors: that time must stand for A's slot.
  const aLater = (await freeSlots(shop, await inspectorId(shop, nameA))).find(
    (s) => s.start === laterStart,
  );
  expect(aLater, 'A’s later slot is free').toBeDefined();
  expect(
    (await freeSlots(shop)).find((s) => s.start === laterStart)?.id,
    'the later time is offered as A’s slot',
  ).toBe(aLater?.id);
  const long = (iso: string) => formatDateTimeLong(iso, ZONE);
  await signInAs(customer, inbox, buyerA.email, `/user/inspections/${orderA}`);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(
    `Inspection on ${long(start)}`,
  );
  const property = customer.getByRole('region', { name: 'Property and appointment' });
  await expect(property).toContainText(nameA);
  const changes = customer.getByRole('region', { name: 'Plans change?' });
  await changes.getByRole('button', { name: 'Reschedule' }).click();
  const choices = changes.getByRole('group', { name: /Choose a new time/ });
  await choices.getByRole('radio', { name: long(laterStart), exact: true }).check();
  await changes.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(changes.getByRole('status')).toHaveText(
    `Your inspection is now on ${long(laterStart)} with ${nameA}.`,
  );
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(
    `Inspection on ${long(laterStart)}`,
  );
  await expect(property, 'a move keeps the inspector').toContainText(nameA);

  // The feed: the same event (UID) at the new start, with a higher SEQUENCE; the page follows.
  const moved = ofOrder(await feedEvents(request, url));
  expect(moved).toHaveLength(1);
  expect(moved[0]).toMatchObject({ uid: event.uid, start: later.toMillis(), status: 'CONFIRMED' });
  expect(moved[0]!.sequence).toBeGreaterThan(event.sequence);
  await inspector.reload();
  await expect(visits).toHaveCount(1);
  await expect(visit.getByRole('heading', { level: 3 })).toHaveText(heading(laterStart));
  await expect(visit).toContainText(addressA);

  // The customer cancels: the feed keeps the event as CANCELLED (same UID, higher SEQUENCE), and
  // it leaves A's list of upcoming inspections.
  await changes.getByRole('button', { name: 'Cancel inspection' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Cancel this inspection?' });
  await expect(dialog).toContainText('Cancelling is free');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(customer.getByTestId('inspection-status')).toHaveText('Status: Cancelled');
  const cancelled = ofOrder(await feedEvents(request, url));
  expect(cancelled).toHaveLength(1);
  expect(cancelled[0]).toMatchObject({
    uid: event.uid,
    start: later.toMillis(),
    status: 'CANCELLED',
  });
  expect(cancelled[0]!.sequence).toBeGreaterThan(moved[0]!.sequence);
  expect(cancelled[0]!.summary).toMatch(/^Cancelled: /);
  await inspector.reload();
  await expect(inspector.getByText('No upcoming inspections.')).toBeVisible();
  await expect(visits).toHaveCount(0);
  await expectNoViolations(inspector);
  await desk.close();
  await shop.close();
});
