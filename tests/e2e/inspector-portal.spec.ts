import type { Page } from '@playwright/test';
import {
  bookingSubmission,
  inspectorSlot,
  makeInspector,
  TRICKY_REALTOR,
} from '../../src/testing/inspector-portal-kit';
import type { Browser } from '@playwright/test';
import { adminFrame, flash, openAdmin } from './support/admin-helpers';
import { createCustomer, signInAs } from './support/auth-helpers';
import { uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { feedEvents } from './support/inspector-feed';
import { expectNoViolations, screenshots } from './support/page-checks';

// The inspector's own view, end to end on the built site: the administrator adds an inspector in
// Users; the inspector signs in by e-mail code, sees the inspection booked on their slot, makes
// the private calendar link, and the feed a calendar program fetches follows the customer's
// reschedule and cancellation; turning the link off ends it; /admin stays shut.

test.setTimeout(120_000);

const API = '/cms-admin/api';

async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(`${API}/${path}`, {
    data,
    headers: { 'X-XSRF-TOKEN': await xsrf(page) },
  });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/** The administrator adds a user with the Inspector role in Users; answers the profile's id. */
async function addInspectorInAdmin(
  browser: Browser,
  inbox: Parameters<typeof openAdmin>[1],
  db: Parameters<typeof inspectorSlot>[0],
  person: { email: string; first: string; last: string },
): Promise<number> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  await openAdmin(admin, inbox, 'users');
  const frame = adminFrame(admin, 'Users');
  await frame.getByRole('link', { name: 'New user' }).click();
  await frame.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await frame.getByRole('textbox', { name: 'First name' }).fill(person.first);
  await frame.getByRole('textbox', { name: 'Last name' }).fill(person.last);
  await frame.getByRole('checkbox', { name: 'Inspector', exact: true }).check();
  await frame.getByRole('button', { name: 'Create user' }).click();
  await expect(flash(frame)).toBeVisible();
  await context.close();
  const row = await db
    .selectFrom('inspectors')
    .innerJoin('users', 'users.id', 'inspectors.user_id')
    .select('inspectors.id')
    .where('users.email', '=', person.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

test('an inspector sees their inspection and subscribes to a feed that follows changes', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  const inspectorEmail = uniqueEmail('inspector');
  const buyerEmail = uniqueEmail('inspector-buyer');
  const inspectorId = await addInspectorInAdmin(browser, inbox, db, {
    email: inspectorEmail,
    first: 'Ivy',
    last: 'Stone',
  });
  // The inspector's slots are written with the test kit (the slots admin is its own feature's).
  const first = await inspectorSlot(db, inspectorId, 24 * 9);
  const later = await inspectorSlot(db, inspectorId, 24 * 10);
  const other = await inspectorSlot(db, inspectorId, 24 * 11);

  // The customer books two of the inspector's dates (the order API, as the order form does).
  const buyer = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await buyer.request.get(`${API}/session.php`);
  const book = async (slotId: number, checkout: Record<string, unknown> = {}) => {
    const submission = await bookingSubmission(db, slotId, buyerEmail, checkout);
    const res = await buyer.request.post(`${API}/inspection_orders.php`, {
      data: submission,
      headers: { 'X-XSRF-TOKEN': await xsrf(buyer) },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const moving = await book(first, { ...TRICKY_REALTOR, notes: 'Lockbox 4821\nDog: Rex' });
  const cancelling = await book(other);

  await signInAs(page, inbox, inspectorEmail, '/inspector');
  await expect(page).toHaveTitle(/Inspector schedule/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'My inspections schedule' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My schedule' }),
  ).toBeVisible();
  const visits = page.getByTestId('inspector-visit');
  await expect(visits).toHaveCount(2);
  await expect(visits.first()).toContainText('12 Walnut St, Pittsburgh, PA 15232');
  await expect(visits.first()).toContainText('Robin Agent');
  await expect(visits.first()).toContainText('Arrange access with the realtor');
  await expect(visits.first()).toContainText(
    'Under 1,500 sq ft, Built 2000 or later; 1 additional unit',
  );
  await expect(visits.first()).not.toContainText('unit(s)');
  await expect(visits.first()).not.toContainText('$');
  // The customer's notes, as text with their line break.
  const notes = visits.first().locator('.user-notes');
  expect(await notes.innerText()).toBe('Lockbox 4821\nDog: Rex');
  await expect(visits.last().locator('.user-notes')).toHaveCount(0);
  await expectNoViolations(page);

  // The link: made by keyboard, shown once in a labelled field.
  const create = page.getByRole('button', { name: 'Create calendar link' });
  await create.focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Your private calendar link' });
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect(url).toMatch(/\/inspector-calendar\/[\w-]{43}\.ics$/);
  await page.mouse.move(0, 0);
  await expectNoViolations(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshots(page, 'inspector-portal');

  const orderStart = async (id: number) => {
    const row = await db
      .selectFrom('orders')
      .innerJoin('slots', 'slots.id', 'orders.slot_id')
      .select(['slots.starts_at', 'orders.calendar_uid'])
      .where('orders.id', '=', id)
      .executeTakeFirstOrThrow();
    return { start: toSecond(Date.parse(String(row.starts_at))), uid: String(row.calendar_uid) };
  };
  const before = await feedEvents(page.request, url);
  const a = await orderStart(moving);
  expect(before.find((e) => e.uid === a.uid)).toMatchObject({
    start: a.start,
    sequence: 0,
    status: 'CONFIRMED',
  });
  expect(before).toHaveLength(2);

  // The customer moves one inspection and cancels the other.
  await signInAs(buyer, inbox, buyerEmail, '');
  await post(buyer, 'reschedule_inspection.php', { order: moving, slot: later });
  await post(buyer, 'cancel_inspection.php', { order: cancelling });
  const after = await feedEvents(page.request, url);
  const moved = await orderStart(moving);
  expect(moved.start).not.toBe(a.start);
  expect(after.find((e) => e.uid === a.uid)).toMatchObject({
    start: moved.start,
    sequence: 1,
    status: 'CONFIRMED',
  });
  const c = await orderStart(cancelling);
  expect(after.find((e) => e.uid === c.uid)?.status).toBe('CANCELLED');

  // The page shows the one left; the link is on but never shown again; turning it off ends it.
  await page.reload();
  await expect(visits).toHaveCount(1);
  await expect(page.getByTestId('calendar-link-on')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your private calendar link' })).toHaveCount(0);
  await screenshots(page, 'inspector-portal-link-on');
  await page.getByRole('button', { name: 'Turn off calendar link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Calendar link turned off' }),
  ).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
  await buyer.context().close();
});

test('a visitor is sent to sign in, an inspector is refused /admin, a customer /inspector', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  // Signed out, /inspector sends the visitor to sign in.
  expect((await page.goto('/inspector'))?.status()).toBe(200);
  await expect(page).toHaveURL(/\/user\/login$/);

  const inspectorEmail = uniqueEmail('inspector-admin');
  // Made in the database here (the Users admin is exercised by the test above).
  await makeInspector(db, inspectorEmail, { first: 'Ira', last: 'Gate' });
  await signInAs(page, inbox, inspectorEmail, '/admin');
  await expect(page).not.toHaveURL(/\/admin$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect((await page.request.get('/cms-admin/manage-orders.php')).status()).toBe(403);
  expect((await page.request.get('/cms-admin/manage-services.php')).status()).toBe(403);

  const customer = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await signInAs(customer, inbox, await createCustomer(db), '/inspector');
  await expect(customer.getByTestId('inspector-refused')).toContainText('Only inspectors');
  await expectNoViolations(customer);
  await screenshots(customer, 'inspector-portal-refused');
  await customer.context().close();
});
