import { adminFrame, cents, flash, openAdmin, uid } from './support/admin-helpers';
import { expect, test } from './support/fixtures';

// A price changed in the admin area changes the order form's total. The test uses a home
// size of its own (last in the list, so the default choice of other journeys is unchanged) and
// disables it at the end.

test('a changed price shows in the order form total', async ({ page, inbox, context }) => {
  const name = `Estate ${uid()}`;
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  await openAdmin(page, inbox, 'services');
  const frame = adminFrame(page, 'Services and prices');

  await frame.getByRole('link', { name: 'New service' }).click();
  await frame.getByLabel('Category').selectOption({ label: 'Home sizes' });
  await frame.getByLabel('Name').fill(name);
  await frame.getByLabel('Price (dollars)').fill('700');
  await frame.getByLabel('Slug').fill(slug);
  await frame.getByRole('button', { name: 'Create service' }).click();
  await expect(flash(frame)).toHaveText(`Service “${name}” created at $700.00.`);

  const shop = await context.newPage();
  const total = shop.getByTestId('order-total');
  const homeSize = shop.getByRole('combobox', { name: 'Home size (finished living space)' });
  // Options read "Name: $price"; pick ours by its name.
  const chooseOurs = async () => {
    const option = homeSize.locator('option', { hasText: name });
    await homeSize.selectOption((await option.getAttribute('value')) ?? '');
  };
  try {
    await shop.goto('/home-inspection');
    await chooseOurs();
    await expect(total).toHaveText(/\$/);
    const before = cents((await total.textContent()) ?? '');

    await frame.getByRole('link', { name: `Edit ${name}` }).click();
    await frame.getByLabel('Price (dollars)').fill('1,234.50');
    await frame.getByRole('button', { name: 'Save service' }).click();
    await expect(flash(frame)).toContainText('($1,234.50)');

    await shop.reload();
    await chooseOurs();
    await expect.poll(async () => cents((await total.textContent()) ?? '')).toBe(before + 53_450);
  } finally {
    await frame.getByRole('button', { name: `Disable ${name}` }).click();
    await expect(flash(frame)).toContainText('disabled');
  }
  await shop.reload();
  await expect(homeSize.locator('option', { hasText: name })).toHaveCount(0);
});
