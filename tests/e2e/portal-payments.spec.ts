import { createCustomer, signInAs } from './support/auth-helpers';
import { addSlot, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots, SHOTS } from './support/page-checks';
import { payInCardForm } from './support/pay-now-helpers';
import { reserveWithoutPayment } from './support/portal-helpers';

// Paying a reservation later: book without payment, sign in, pay it on /user/payments in the
// sandbox's hosted card form, and read the receipt.

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
  await screenshots(page, 'payments-due');

  await payNow.click();
  await payInCardForm(page);

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
  await screenshots(page, 'payments-paid');
  await inbox.waitFor(email, /Payment received/);

  await paid.getByRole('link', { name: /Receipt/ }).click();
  await expect(page).toHaveURL(new RegExp(`/user/payments/${orderId}/receipt$`));
  await expect(page).toHaveTitle(/Receipt/);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();
  await expect(page.getByText(transactionId)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoViolations(page);
  await screenshots(page, 'payments-receipt');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/receipt-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The order's own page shows the same payment, with the receipt link.
  await page.goto(`/user/inspections/${orderId}`);
  const panel = page.getByRole('region', { name: 'Card payment' });
  await expect(panel).toContainText('Visa ending in 1111');
  await expect(panel.getByRole('link', { name: /Receipt/ })).toBeVisible();
  await screenshots(page, 'payments-order-panel');
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
