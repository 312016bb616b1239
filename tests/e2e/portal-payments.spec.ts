import type { Page } from '@playwright/test';
import { createCustomer, signInAs } from './support/auth-helpers';
import { addSlot, addToCart, fillBilling, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, year } from './support/pay-now-helpers';

// Paying a reservation later: book without payment, sign in, pay it on /user/payments in the
// sandbox's hosted card form, and read the receipt.

async function reserveWithoutPayment(page: Page, slotId: number, email: string) {
  await addToCart(page, slotId);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillBilling(page, email);
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await page.waitForURL(/\/thank-you\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/h4-${name}-${width}.png`, fullPage: true });
  }
}

test('a reservation paid later by card, with its receipt', async ({ page, db, inbox }) => {
  const slot = await addSlot(db, 60 * 24 * 9, 'pay-later-then-card');
  const email = uniqueEmail('portal-pay');
  const orderId = await reserveWithoutPayment(page, slot.id, email);

  await signInAs(page, inbox, email, '/user/payments');
  await expect(page).toHaveTitle(/Payments/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const due = page.getByTestId('unpaid-order').filter({ hasText: `Reservation #${orderId}` });
  await expect(due).toContainText('Amount due: $');
  const payNow = due.getByRole('button', { name: /Pay now/ });
  await expect(payNow).toBeEnabled();
  await expectNoViolations(page);
  await shoot(page, 'payments-due');

  await payNow.click();
  const dialog = page.getByRole('dialog', { name: 'Card Information' });
  await dialog.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await dialog.getByLabel('Expiration (MM/YY)').fill(`12/${year}`);
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('ZIP Code').fill('15232');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(dialog).toBeHidden();

  const thanks = page.getByText(`Your card payment for reservation #${orderId} was received.`);
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  const order = await db
    .selectFrom('orders')
    .select(['payment_status', 'transaction_id', 'total_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  expect(order.payment_status).toBe('paid');
  const transactionId = order.transaction_id ?? '';

  const paid = page.getByTestId('paid-order').filter({ hasText: `Reservation #${orderId}` });
  await expect(paid).toContainText('Visa ending in 1111');
  await expect(paid).toContainText(transactionId);
  await expect(page.getByTestId('unpaid-order')).toHaveCount(0);
  await expectNoViolations(page);
  await shoot(page, 'payments-paid');
  await inbox.waitFor(email, /Payment received/);

  await paid.getByRole('link', { name: /Receipt/ }).click();
  await expect(page).toHaveURL(new RegExp(`/user/payments/${orderId}/receipt$`));
  await expect(page).toHaveTitle(/Receipt/);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();
  await expect(page.getByText(transactionId)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'receipt');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.screenshot({ path: '/tmp/h4-receipt-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The order's own page shows the same payment, with the receipt link.
  await page.goto(`/user/inspections/${orderId}`);
  const panel = page.getByRole('region', { name: 'Card payment' });
  await expect(panel).toContainText('Visa ending in 1111');
  await expect(panel.getByRole('link', { name: /Receipt/ })).toBeVisible();
  await shoot(page, 'order-panel');
});

test.describe('someone else’s receipt', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('is not found', async ({ page, db, inbox }) => {
    const slot = await addSlot(db, 60 * 24 * 9 + 90, 'receipt-stranger');
    const orderId = await reserveWithoutPayment(page, slot.id, uniqueEmail('owner'));
    await page.context().clearCookies();
    const stranger = await createCustomer(db);
    await signInAs(page, inbox, stranger, `/user/payments/${orderId}/receipt`);
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt not found' })).toBeVisible();
  });
});
