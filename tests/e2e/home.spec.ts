import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { formatCents } from '../../src/shared/money';
import type { Service } from '../../src/shared/services/service';
import type { Slot } from '../../src/shared/slots/slot';
import { formatDate, formatTime } from '../../src/shared/time';
import { adminFrame, flash, openAdmin, uid } from './support/admin-helpers';
import { expect, test } from './support/fixtures';

// The home page a buyer under time pressure acts on, the phone list of open dates, and the
// Reviews section of the admin area that feeds the home page.

const PHONE = { width: 390, height: 844 };
const ZONE = 'America/New_York';

const storedSlotId = (page: Page) => page.evaluate(() => localStorage.getItem('selectedSlotId'));

/**
 * The slot a Reserve link stands for (its address names it), as the API gives it. Read from the
 * page, not "the first slot" of the API: other workers add and book slots at the same time.
 */
async function slotOf(page: Page, reserve: Locator): Promise<Slot> {
  const href = (await reserve.getAttribute('href')) ?? '';
  const id = new URL(href, 'http://site').searchParams.get('slot');
  const res = await page.request.get('/cms-admin/api/get_slots.php?future=true&limit=200');
  const slot = ((await res.json()) as Slot[]).find((s) => String(s.id) === id);
  expect(slot, `the slot of ${href}`).toBeDefined();
  return slot as Slot;
}

async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('Book an inspection and the tappable phone number are in the first screen', async ({
    page,
  }) => {
    await page.goto('/');
    const book = page.getByRole('link', { name: 'Book an inspection' });
    await expect(book).toBeInViewport({ ratio: 1 });
    await expect(book).toHaveAttribute('href', '/home-inspection');
    const call = page.getByRole('banner').getByRole('link', { name: /\(412\) 555-0142/ });
    await expect(call).toBeInViewport({ ratio: 1 });
    await expect(call).toHaveAttribute('href', 'tel:+14125550142');
    await expect(page.getByRole('link', { name: 'Call (412) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14125550142',
    );
    await book.click();
    await expect(page).toHaveURL(/\/home-inspection$/);
  });

  test('the home page has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome/);
    await expectNoAxeViolations(page);
  });

  test('/availability lists each day with its slots in the business time zone and Reserve', async ({
    page,
  }) => {
    await page.goto('/availability');
    const day = page.getByRole('main').getByRole('region').first();
    const reserve = day.getByRole('link', { name: /^Reserve:/ }).first();
    const slot = await slotOf(page, reserve);
    await expect(day).toHaveAccessibleName(formatDate(slot.start, ZONE));
    await expect(day.getByRole('listitem').first()).toContainText(formatTime(slot.start, ZONE));
    await expect(page.locator('.fc')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await reserve.click();
    await expect(page).toHaveURL(/\/home-inspection$/);
    expect(await storedSlotId(page)).toBe(String(slot.id));
  });
});

test('on a wide screen /availability shows the month calendar beside the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/availability');
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
  await expect(page.locator('.fc-event').first()).toBeVisible();
  // The grid is for the eye and the mouse: hidden from screen readers, no Tab stops, no ARIA of
  // its own; the list beside it is what the keyboard and screen readers use.
  await expect(page.locator('[aria-hidden="true"] .fc')).toHaveCount(1);
  const reachable = await page
    .locator('.fc')
    .evaluate((fc) =>
      [...fc.querySelectorAll('*')]
        .filter(
          (el) =>
            (el.matches('a[href], button, input, select, textarea, [tabindex]') &&
              el.getAttribute('tabindex') !== '-1') ||
            el.getAttributeNames().some((n) => n === 'role' || n.startsWith('aria-')),
        )
        .map((el) => el.outerHTML.slice(0, 80)),
    );
  expect(reachable).toEqual([]);
  const list = page.locator('.availability-list');
  await expect(list.getByRole('heading', { name: 'Open times' })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Reserve:/ }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  for (let i = 0; i < 40; i++) {
    if (
      await list
        .getByRole('link', { name: /^Reserve:/ })
        .first()
        .evaluate((a) => a === document.activeElement)
    )
      break;
    expect(await page.evaluate(() => !!document.activeElement?.closest('.fc'))).toBe(false);
    await page.keyboard.press('Tab');
  }
  await expect(list.getByRole('link', { name: /^Reserve:/ }).first()).toBeFocused();
});

test('the home page shows live starting prices and the next dates with Reserve Now', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const services = (await (
    await page.request.get('/cms-admin/api/services.php')
  ).json()) as Service[];
  const lowest = (category: Service['category']) =>
    Math.min(
      ...services.filter((s) => s.enabled && s.category === category).map((s) => s.price_cents),
    );
  const prices = page.getByRole('region', { name: 'Services and prices' });
  await expect(prices).toContainText(
    `from ${formatCents(lowest('home_size') + lowest('property_age'))}`,
  );
  const radon = services.find((s) => s.slug === 'radon-inspection');
  await expect(prices).toContainText(`${formatCents(radon?.price_cents ?? 0)} add-on`);
  await expect(page.getByRole('region', { name: 'Licensed, certified and insured' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where we inspect' })).toBeVisible();
  await expectNoAxeViolations(page);

  const dates = page.getByRole('region', { name: 'Next open inspection dates' });
  const reserve = dates.getByRole('link', { name: /^Reserve Now:/ }).first();
  const slot = await slotOf(page, reserve);
  await expect(reserve).toHaveAccessibleName(
    `Reserve Now: ${formatDate(slot.start, ZONE)} at ${formatTime(slot.start, ZONE)}`,
  );
  await reserve.click();
  await expect(page).toHaveURL(/\/home-inspection$/);
  expect(await storedSlotId(page)).toBe(String(slot.id));
});

test.describe('the Reviews admin section', () => {
  // The refused form answers 400, as the admin pages do for every refused input.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('reviews written in the admin area show on the home page only while shown', async ({
    page,
    inbox,
    context,
  }) => {
    const shown = `Shown ${uid()}`;
    const hidden = `Hidden ${uid()}`;
    await openAdmin(page, inbox, 'reviews');
    const frame = adminFrame(page, 'Customer reviews');
    const create = async (name: string, show: boolean) => {
      await frame.getByRole('link', { name: 'New review' }).click();
      await frame.getByLabel('Name').fill(name);
      await frame.getByLabel('Town').fill('Erie, PA');
      await frame.getByLabel('Review text').fill(`Great inspection (${name}).`);
      await frame.getByLabel('Stars').selectOption({ label: '4 out of 5 stars' });
      await frame.getByLabel('Show on the home page').setChecked(show);
      await frame.getByRole('button', { name: 'Create review' }).click();
      await expect(flash(frame)).toContainText(`Review by ${name} created.`);
    };

    // A refused form names the field and keeps what was typed.
    await frame.getByRole('link', { name: 'New review' }).click();
    await frame.getByLabel('Name').fill(shown);
    // Spaces pass the browser's own required check; the server trims them and refuses.
    await frame.getByLabel('Review text').fill('   ');
    await frame.getByRole('button', { name: 'Create review' }).click();
    await expect(flash(frame)).toContainText('Please enter the review text.');
    await expect(frame.getByLabel('Name')).toHaveValue(shown);
    await frame.getByRole('link', { name: 'Back to all reviews' }).click();

    await create(shown, true);
    await create(hidden, false);
    const admin = new AxeBuilder({ page }).include('iframe[title="Customer reviews"]');
    expect((await admin.analyze()).violations).toEqual([]);

    const home = await context.newPage();
    await home.goto('/');
    const reviews = home.getByRole('region', { name: 'What our clients say' });
    await expect(reviews).toContainText(`Great inspection (${shown}).`);
    await expect(reviews.getByText('4 out of 5 stars').first()).toBeAttached();
    await expect(reviews).not.toContainText(hidden);

    for (const name of [shown, hidden]) {
      await frame.getByRole('link', { name: `Delete the review by ${name}` }).click();
      await frame.getByRole('button', { name: 'Delete review' }).click();
      await expect(flash(frame)).toContainText(`Review by ${name} deleted.`);
    }
    await home.reload();
    await expect(home.getByRole('region', { name: 'What our clients say' })).not.toContainText(
      shown,
    );
  });
});
