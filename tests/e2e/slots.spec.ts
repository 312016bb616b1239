import { DateTime } from 'luxon';
import type { Page } from '@playwright/test';
import { slotsChanged } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { holdPageCode } from './support/page-checks';

const storedSlotId = (page: Page) => page.evaluate(() => localStorage.getItem('selectedSlotId'));

test('Reserve Now stores the slot and leads to /schedule', async ({ page }) => {
  await page.goto('/about');
  const first = page.getByRole('link', { name: /^Reserve Now/ }).first();
  await first.click();
  await expect(page).toHaveURL(/\/schedule$/);
  expect(await storedSlotId(page)).toMatch(/^\d+$/);
});

test('a Reserve Now pressed before the page has started still chooses its slot', async ({
  page,
}) => {
  // With the page's code held back, the browser itself follows the link.
  const release = await holdPageCode(page, 'page-with-sidebar');
  await page.goto('/about');
  const first = page.getByRole('link', { name: /^Reserve Now/ }).first();
  const slotId = new URL((await first.getAttribute('href')) ?? '', page.url()).searchParams.get(
    'slot',
  );
  expect(slotId).toMatch(/^\d+$/);
  await first.click();
  release();
  await expect(page).toHaveURL(/\/schedule$/);
  expect(await storedSlotId(page)).toBe(slotId);
});

test('the inspector choice is disabled until the page has started, then filters', async ({
  page,
}) => {
  const release = await holdPageCode(page, 'availability-page');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/availability');
  const choice = page.getByRole('combobox', { name: 'Inspector' });
  await expect(choice).toBeDisabled();
  release();
  await expect(choice).toBeEnabled();
  const name = (await choice.locator('option').nth(1).textContent()) ?? '';
  await choice.selectOption({ label: name });
  await expect(page.locator('.inspector-card')).toContainText(name);
});

test('the calendar switches between month and week and a click books that slot', async ({
  page,
}) => {
  await page.goto('/availability');
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
  await page.locator('.fc-timeGridWeek-button').click();
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await page.locator('.fc-dayGridMonth-button').click();
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
  const title = await page.locator('.fc-toolbar-title').textContent();
  await page.locator('.fc-next-button').click();
  await expect(page.locator('.fc-toolbar-title')).not.toHaveText(title ?? '');
  await page.locator('.fc-prev-button').click();
  await expect(page.locator('.fc-toolbar-title')).toHaveText(title ?? '');

  // Demo slots exist on weekdays for six weeks; find the first month view with one.
  const event = page.locator('.fc-event').first();
  if ((await event.count()) === 0) await page.locator('.fc-next-button').click();
  await expect(event).toContainText('Reserve');
  await event.click();
  await expect(page).toHaveURL(/\/home-inspection$/);
  expect(await storedSlotId(page)).toMatch(/^\d+$/);
});

test.describe('in a browser in another time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('slot times are shown in the business time zone', async ({ page, db }) => {
    // A slot of this test's own at 10:30 AM New York time, three days ahead (11:30 PM or 12:30 AM in Tokyo).
    const day = DateTime.now().setZone('America/New_York').plus({ days: 3 });
    const start =
      day.set({ hour: 10, minute: 30, second: 0, millisecond: 0 }).toUTC().toISO() ?? '';
    const title = `Zone check ${Date.now()}`;
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('slots')
      .values({ starts_at: start, title, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await slotsChanged(db, id, true);

    await page.goto('/about');
    const sidebar = page.getByRole('complementary', { name: 'Upcoming inspection dates' });
    const first = (await (
      await page.request.get('/cms-admin/api/get_slots.php?future=true&limit=1')
    ).json()) as { start: string }[];
    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(first[0]?.start ?? ''));
    await expect(sidebar.locator('li').first()).toContainText(`${expected} · `);

    await page.goto('/availability');
    await page.locator('.fc-timeGridWeek-button').click();
    const event = page.locator('.fc-event', { hasText: title });
    if ((await event.count()) === 0) await page.locator('.fc-next-button').click();
    await expect(event.locator('.slot-event-time')).toHaveText('10:30 AM');
  });
});
