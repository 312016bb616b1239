import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  addSlot,
  fillBilling,
  fillProperty,
  openOrderForm,
  uniqueEmail,
} from './support/booking-helpers';

// WCAG 2 A/AA checks of every booking step, with errors and optional sections showing, at
// desktop and phone widths.
async function expectNoViolations(page: Page, step: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map(
      (v) => `${step} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`the booking steps have no WCAG A/AA violations at ${width}px`, async ({ page, db }) => {
    await page.setViewportSize({ width, height: 900 });
    const slot = await addSlot(db, 240 + width / 10, 'a11y');
    await openOrderForm(page, slot.id);
    await page.getByRole('checkbox', { name: /^Radon Test/ }).check();
    await page.getByRole('textbox', { name: 'Neighborhood' }).press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, '/home-inspection');

    await fillProperty(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Change Date' }).click();
    await expectNoViolations(page, '/cart');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('checkbox', { name: 'Add a second buyer' }).check();
    await page.getByRole('checkbox', { name: /mailing address is different/ }).check();
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('textbox', { name: 'Company', exact: true }).press('Enter');
    await expect(page.getByText('First name is required.').first()).toBeVisible();
    await expectNoViolations(page, '/checkout');

    await page.getByRole('checkbox', { name: 'Add a second buyer' }).uncheck();
    await page.getByRole('checkbox', { name: /mailing address is different/ }).uncheck();
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await fillBilling(page, uniqueEmail('a11y'));
    await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
    await page.getByRole('radio', { name: /Pay later/ }).check();
    await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
    await expect(page.getByTestId('reservation-number')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, '/thank-you');
  });
}
