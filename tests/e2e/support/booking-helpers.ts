import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { bumpVersions } from '../../../src/server/cache/cache-versions.repository';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { formatCents } from '../../../src/shared/money';
import type { Service } from '../../../src/shared/services/service';
import { CALENDAR_SLOT_LIMIT } from '../../../src/shared/slots/slot';
import { expect } from './fixtures';
import { E2E_BASE_URL } from './ports';

// Helpers for the booking journeys. Every test inserts its own slots (unique titles, near
// future so they are among the 50 the order form lists) so tests never compete for a date.

type Db = DatabaseHandle['db'];

/** The free future slots the site lists now (the calendar's list), by id. */
async function listedSlotIds(): Promise<number[]> {
  const url = `${E2E_BASE_URL}/cms-admin/api/get_slots.php?future=true&limit=${CALENDAR_SLOT_LIMIT}`;
  return ((await (await fetch(url)).json()) as { id: number }[]).map((s) => s.id);
}

/**
 * After a write straight to the database: moves the slots' version on, as the site's own writes
 * do, and waits until the site's cached list shows the slot as free (or no longer free).
 */
export async function slotsChanged(db: Db, slotId: number, free: boolean): Promise<void> {
  await bumpVersions(db, ['slots']);
  await expect
    .poll(async () => (await listedSlotIds()).includes(slotId), {
      message: `slot ${slotId} ${free ? 'listed' : 'gone from the list'}`,
    })
    .toBe(free);
}

export async function addSlot(
  db: Db,
  minutesFromNow: number,
  label = 'slot',
): Promise<{ id: number; title: string }> {
  const title = `E2E ${label} ${randomUUID().slice(0, 8)}`;
  const now = new Date();
  const row = await db
    .insertInto('slots')
    .values({
      starts_at: new Date(now.getTime() + minutesFromNow * 60_000).toISOString(),
      title,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A past slot is never listed: only the version moves on.
  if (minutesFromNow > 0) await slotsChanged(db, row.id, true);
  else await bumpVersions(db, ['slots']);
  return { id: row.id, title };
}

/** Books the slot for someone else, as if another customer was quicker. */
export async function takeSlot(db: Db, slotId: number, email = 'quicker@example.test') {
  const now = new Date().toISOString();
  await db
    .insertInto('orders')
    .values({
      order_uuid: randomUUID(),
      slot_id: slotId,
      user_id: null,
      session_id: null,
      booking_status: 'active',
      payment_status: 'pending',
      payment_method: 'pay-later',
      total_cents: 375_00,
      price_lines: '[]',
      cart: '{}',
      checkout: '{}',
      customer_email: email,
      customer_name: 'Quicker Customer',
      customer_phone: '',
      transaction_id: null,
      auth_code: null,
      response_code: null,
      authorized_cents: null,
      captured_cents: null,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
    })
    .execute();
  await slotsChanged(db, slotId, false);
}

/** Opens the order form with the slot chosen, as a calendar click does. */
export async function openOrderForm(page: Page, slotId: number): Promise<void> {
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('selectedSlotId', String(id)), slotId);
  await page.goto('/home-inspection');
  // The server's form is disabled until the page is hydrated and the stored slot applied.
  await expect(page.getByRole('textbox', { name: 'Neighborhood' })).toBeEnabled();
}

/** The property (12 Walnut St unless another street is given, to tell orders apart). */
export async function fillProperty(page: Page, street = '12 Walnut St'): Promise<void> {
  await page.getByRole('textbox', { name: 'Neighborhood' }).fill('Shadyside');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill(street);
  await page.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
  await page.getByRole('combobox', { name: 'State' }).selectOption('PA');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('15232');
}

/** A cart for the slot, made through the order form; ends on /cart. */
export async function addToCart(page: Page, slotId: number): Promise<void> {
  await openOrderForm(page, slotId);
  await fillProperty(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL('**/cart');
}

/** The buyer's details (Dana Buyer unless another name is given, to tell orders apart). */
export async function fillBilling(
  page: Page,
  email: string,
  buyer: { first: string; last: string } = { first: 'Dana', last: 'Buyer' },
): Promise<void> {
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('First name').fill(buyer.first);
  await box('Last name').fill(buyer.last);
  await box('Billing address line 1').fill('1 Main St');
  await box('City').fill('Pittsburgh');
  await page.getByRole('combobox', { name: 'State' }).fill('PA');
  await box('ZIP code').fill('15222');
  await box('E-mail').fill(email);
  await box('Phone').fill('(412) 555-0100');
}

/** The largest, oldest home with two more units: a job the order form turns into a full day. */
export async function chooseFullDayJob(page: Page): Promise<void> {
  const res = await page.request.get('/cms-admin/api/services.php');
  const services = (await res.json()) as Service[];
  const idOf = (slug: string) => String(services.find((s) => s.slug === slug)?.id);
  await page
    .getByRole('combobox', { name: 'Home size (finished living space)' })
    .selectOption(idOf('size-4500-plus'));
  await page.getByRole('combobox', { name: 'Year built' }).selectOption(idOf('built-before-1950'));
  await page.getByRole('spinbutton', { name: /Additional units/ }).fill('2');
  await expect(page.getByTestId('visit-length')).toContainText('Full-day visit');
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/**
 * Today's prices from services.php (other journeys may edit them): the default order's price
 * (first enabled home size and property age) and each service's price by slug, in cents.
 */
export async function prices(page: Page) {
  const res = await page.request.get('/cms-admin/api/services.php');
  const services = (await res.json()) as Service[];
  const first = (category: Service['category']) =>
    services.find((s) => s.category === category && s.enabled)?.price_cents ?? 0;
  const of = (slug: string) => services.find((s) => s.slug === slug)?.price_cents ?? 0;
  return {
    base: first('home_size') + first('property_age'),
    radon: of('radon-inspection'),
    early: of('radon-early'),
    unit: first('additional_unit'),
  };
}

export { formatCents as usd };
