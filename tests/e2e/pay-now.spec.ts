import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { addSlot, addToCart, fillBilling, takeSlot, uniqueEmail } from './support/booking-helpers';
import {
  type Db,
  latestAuthorization,
  MESSAGES,
  ordersOf,
  payByCard,
  toPayNow,
} from './support/pay-now-helpers';
import { expectNoViolations } from './support/page-checks';

// Pay now in a real browser, through the built-in sandbox's hosted card form and its
// gateway: token → authorize → save the order → capture → /thank-you/{id}, and every failure
// with its words. Fault ZIPs (docs/payments.md): 46282 declines, 46901 capture fails, 46902 void fails.

test('pay now: the card is authorized, the order saved and captured, the customer thanked', async ({
  page,
  db,
}) => {
  const slot = await addSlot(db, 300, 'paynow-ok');
  await toPayNow(page, slot.id, 'paynow-ok');
  await payByCard(page);

  await expect(page).toHaveURL(/\/thank-you\/\d+$/);
  const [order] = await ordersOf(db, slot.id);
  await expect(page.getByTestId('reservation-number')).toHaveText(String(order?.id));
  await expect(page.getByTestId('reservation-date')).not.toBeEmpty();
  await expect(page.getByText('(paid by card)')).toBeVisible();
  expect(order).toMatchObject({
    payment_status: 'paid',
    payment_method: 'pay-now',
    authorized_cents: order?.total_cents,
    captured_cents: order?.total_cents,
  });
  expect(order?.transaction_id).toMatch(/^\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});

test.describe('when the gateway declines', () => {
  test.use({ allowedConsoleErrors: [/status of 402/] });

  test('says the authorization failed, then pays with a new order UUID', async ({ page, db }) => {
    const since = new Date().toISOString();
    const slot = await addSlot(db, 310, 'paynow-decline');
    await toPayNow(page, slot.id, 'paynow-decline');
    await payByCard(page, '46282');
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.declined);
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await ordersOf(db, slot.id)).toEqual([]);

    await payByCard(page);
    await expect(page).toHaveURL(/\/thank-you\/\d+$/);
    const [order] = await ordersOf(db, slot.id);
    expect(order?.payment_status).toBe('paid');
    const tries = await db
      .selectFrom('payment_attempts')
      .select(['order_uuid', 'status'])
      .where('kind', '=', 'authorize')
      .where('created_at', '>=', since)
      .where((eb) =>
        eb.or([eb('status', '=', 'declined'), eb('order_uuid', '=', order!.order_uuid)]),
      )
      .orderBy('id')
      .execute();
    expect(tries.map((t) => t.status)).toEqual(['declined', 'approved']);
    expect(tries[0]?.order_uuid).not.toBe(tries[1]?.order_uuid);
  });
});

test.describe('when the slot is taken before the order is saved', () => {
  test.use({ allowedConsoleErrors: [/status of (409|502)/] });

  // checkout.php refuses a taken slot before any card is tried: the other customer must be
  // quicker only after the authorization, just as the order is being saved.
  const takeSlotBeforeSave = (page: Page, db: Db, slotId: number) =>
    page.route('**/cms-admin/api/inspection_orders.php', async (route) => {
      if (route.request().method() === 'POST') await takeSlot(db, slotId);
      await route.continue();
    });

  test('voids the authorization and says the card was not charged', async ({ page, db }) => {
    const since = new Date().toISOString();
    const slot = await addSlot(db, 320, 'paynow-taken');
    await toPayNow(page, slot.id, 'paynow-taken');
    await takeSlotBeforeSave(page, db, slot.id);
    await payByCard(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGES.notCharged);
    await expect(alert).toContainText('booked by someone else');
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);
    const { gatewayStatus, attempts, auth } = await latestAuthorization(db, since);
    expect(gatewayStatus).toBe('voided');
    expect(attempts).toEqual([
      { kind: 'authorize', status: 'approved' },
      { kind: 'void', status: 'approved' },
    ]);
    expect(auth.reconcile_status).toBe('voided');
    expect((await ordersOf(db, slot.id)).map((o) => o.customer_email)).toEqual([
      'quicker@example.test',
    ]);
  });

  test('says staff will follow up when the void fails too', async ({ page, db }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const since = new Date().toISOString();
    const slot = await addSlot(db, 330, 'paynow-void-fails');
    await toPayNow(page, slot.id, 'paynow-void-fails');
    await takeSlotBeforeSave(page, db, slot.id);
    await payByCard(page, '46902');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGES.staff);
    await expect(alert).toContainText('booked by someone else');
    await page.screenshot({ path: info.outputPath('pay-now-staff-phone.png') });
    await expectNoViolations(page);
    const { gatewayStatus, attempts, auth } = await latestAuthorization(db, since);
    expect(gatewayStatus).toBe('authorizedPendingCapture');
    expect(attempts).toEqual([
      { kind: 'authorize', status: 'approved' },
      { kind: 'void', status: 'error' },
    ]);
    // Left for the reconciliation job to try again.
    expect(auth.reconcile_status).toBe('retry');
  });
});

test.describe('when the capture fails', () => {
  test.use({ allowedConsoleErrors: [/status of 502/] });

  test('keeps the order authorized, only warns in the console, and thanks the customer', async ({
    page,
    db,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const slot = await addSlot(db, 340, 'paynow-capture-fails');
    await toPayNow(page, slot.id, 'paynow-capture-fails');
    await payByCard(page, '46901');
    await expect(page).toHaveURL(/\/thank-you\/\d+$/);
    const [order] = await ordersOf(db, slot.id);
    await expect(page.getByTestId('reservation-number')).toHaveText(String(order?.id));
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(order).toMatchObject({ payment_status: 'authorized', captured_cents: null });
    expect(warnings.some((w) => w.includes('Payment capture failed'))).toBe(true);
  });
});

test('lists the card form’s own codes and texts when it reports an error', async ({ page, db }) => {
  const slot = await addSlot(db, 350, 'paynow-form-error');
  await toPayNow(page, slot.id, 'paynow-form-error');
  // A wrong client key: the form's gateway refuses it, and the form answers resultCode Error.
  await page.locator('.AcceptUI').evaluate((b) => b.setAttribute('data-clientKey', 'wrong'));
  await payByCard(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The card form reported a problem:');
  await expect(alert.getByRole('listitem')).toHaveText([
    'E00007: User authentication failed due to invalid authentication values.',
  ]);
  expect(await ordersOf(db, slot.id)).toEqual([]);
  await expectNoViolations(page);
});

test('Reserve & Pay is the card form’s button, usable only with a valid form', async ({
  page,
  db,
}, info) => {
  const slot = await addSlot(db, 360, 'paynow-button');
  await addToCart(page, slot.id);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  // Nothing is chosen for the customer: both buttons, both unusable until the form is complete.
  const pay = page.getByRole('button', { name: 'Reserve & Pay' });
  const later = page.getByRole('button', { name: 'Reserve Without Payment' });
  await expect(page.getByRole('radio', { name: 'Pay now by card' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Pay later/ })).not.toBeChecked();
  await expect(pay).toBeDisabled();
  await expect(later).toBeDisabled();
  await page.screenshot({ path: info.outputPath('pay-now-choices.png'), fullPage: true });
  await expect(pay).toHaveClass(/\bAcceptUI\b/);
  for (const attr of [
    'data-apiLoginID',
    'data-clientKey',
    'data-acceptUIFormBtnTxt',
    'data-acceptUIFormHeaderTxt',
  ])
    await expect(pay).toHaveAttribute(attr, /./);
  await expect(pay).toHaveAttribute('data-responseHandler', 'reserveAndPayResponse');
  await expect(pay).toHaveAttribute('data-billingAddressOptions', '{"show":true,"required":false}');
  expect(
    await page.evaluate(
      () => typeof (window as unknown as Record<string, unknown>).reserveAndPayResponse,
    ),
  ).toBe('function');
  expect(await page.locator('script[src$="AcceptUI.js"]').count()).toBe(1);

  // Activating it while the form is incomplete shows the messages; the card form stays shut.
  await pay.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please choose how you would like to pay.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await fillBilling(page, uniqueEmail('paynow-button'));
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await expect(pay).toBeHidden();
  await expect(later).toBeEnabled();
  await page.getByRole('radio', { name: 'Pay now by card' }).check();
  await expect(later).toHaveCount(0);
  await expect(pay).toBeEnabled();
  await expect(page.getByText(/You pay \$[\d,]+\.\d\d by card/)).toBeVisible();

  // Leaving checkout and coming back: the same button, still bound to the card form.
  await page.getByRole('link', { name: 'Cart', exact: true }).first().click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillBilling(page, uniqueEmail('paynow-button'));
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: 'Pay now by card' }).check();
  await pay.click();
  await expect(page.getByRole('dialog', { name: 'Card Information' })).toBeVisible();
  expect(await page.locator('script[src$="AcceptUI.js"]').count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect(pay).toBeFocused();
});

test('checkout with the card form open, on a desktop and a phone', async ({ page, db }, info) => {
  const slot = await addSlot(db, 370, 'paynow-shots');
  await toPayNow(page, slot.id, 'paynow-shots');
  for (const [name, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByRole('button', { name: 'Reserve & Pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Card Information' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
    await page.screenshot({ path: info.outputPath(`pay-now-${name}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
