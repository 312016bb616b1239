import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const storedSlotId = (page: Page) => page.evaluate(() => localStorage.getItem('selectedSlotId'));

test('Reserve Now stores the slot and leads to /schedule', async ({ page }) => {
  await page.goto('/about');
  const first = page.getByRole('link', { name: /^Reserve Now/ }).first();
  await first.click();
  await expect(page).toHaveURL(/\/schedule$/);
  expect(await storedSlotId(page)).toMatch(/^\d+$/);
});

test('the calendar switches between month and week and a click books that slot', async ({
  page,
}) => {
  await page.goto('/availability');
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
  await page.getByRole('button', { name: 'week' }).click();
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await page.getByRole('button', { name: 'month' }).click();
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
  const title = await page.locator('.fc-toolbar-title').textContent();
  await page.getByRole('button', { name: 'next' }).click();
  await expect(page.locator('.fc-toolbar-title')).not.toHaveText(title ?? '');
  await page.getByRole('button', { name: 'prev' }).click();
  await expect(page.locator('.fc-toolbar-title')).toHaveText(title ?? '');

  // Demo slots exist on weekdays for six weeks; find the first month view with one.
  const event = page.locator('.fc-event').first();
  if ((await event.count()) === 0) await page.getByRole('button', { name: 'next' }).click();
  await expect(event).toContainText('Reserve');
  await event.click();
  await expect(page).toHaveURL(/\/home-inspection$/);
  expect(await storedSlotId(page)).toMatch(/^\d+$/);
});

test.describe('in a browser in another time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('slot times are shown in the business time zone', async ({ page }) => {
    await page.goto('/about');
    const sidebar = page.getByRole('complementary', { name: 'Upcoming inspection dates' });
    // Demo slots are at 9:00 AM and 1:00 PM business time; in Tokyo they would read 11 PM / 3 AM.
    await expect(sidebar.getByText(/^(9:00 AM|1:00 PM) · /).first()).toBeVisible();
    await expect(sidebar.getByText(/^(11:00 PM|3:00 AM) · /)).toHaveCount(0);
    await page.goto('/availability');
    await page.getByRole('button', { name: 'week' }).click();
    const times = await page.locator('.fc-event .slot-event-time').allTextContents();
    if (times.length === 0) await page.getByRole('button', { name: 'next' }).click();
    for (const t of await page.locator('.fc-event .slot-event-time').allTextContents()) {
      expect(['9:00 AM', '1:00 PM']).toContain(t);
    }
  });
});
