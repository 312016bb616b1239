import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentFields } from '../../shared/booking/order-submission';
import { centsToDecimal, dollarsToCents } from '../../shared/money';
import { percentCode } from '../../testing/discounts-test-kit';
import { closeTestApp, payNowWorld } from '../../testing/payments-test-kit';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { sandboxOpaqueData } from '../../testing/sandbox-client';
import type { TestAgent } from '../../testing/test-agent';
import { type TestApp, testDialects } from '../../testing/test-app';
import { insertDiscount } from './discounts.repository';

// Pay now with a code: payment/checkout.php prices the code, so the card is authorized for the
// discounted total, and the order saved with that authorization keeps the code.

const API = '/cms-admin/api';

describe.each(testDialects)('pay now with a discount code on %s', (dialect) => {
  let t: TestApp;
  let browser: TestAgent;
  beforeAll(async () => {
    ({ t, browser } = await payNowWorld(dialect, { timeoutMs: 2000, listen: true }));
    await insertDiscount(t.app.db, percentCode('CARD15', 15), new Date().toISOString());
  });
  afterAll(() => closeTestApp(t));

  it('authorizes the discounted amount and saves the order with the code', async () => {
    const [slotId] = await addSlots(t.app.db, [24 * 5 + Math.random()]);
    const submission = await validSubmission(t.app.db, slotId!, 'card@example.test');
    const subtotal = dollarsToCents(submission.cart.totalPriceDecimal);
    const off = Math.floor((subtotal * 15 + 50) / 100);
    const amount = centsToDecimal(subtotal - off);

    const checkout = await browser.post(`${API}/payment/checkout.php`, {
      slot_id: submission.slot_id,
      cart: submission.cart,
      order_uuid: submission.order_uuid,
      discount_code: 'card15',
    });
    expect(checkout.json<{ amount: string }>().amount).toBe(amount);
    const auth = await browser.post(`${API}/payment/authorize.php`, {
      opaqueData: await sandboxOpaqueData(t.app, {}),
      amount,
      order_uuid: submission.order_uuid,
      checkout_token: checkout.json<{ checkout_token: string }>().checkout_token,
    });
    expect(auth.statusCode).toBe(200);
    const approved = auth.json<{ transactionId: string; authCode: string; responseCode: string }>();

    const saved = await browser.post(`${API}/inspection_orders.php`, {
      ...submission,
      discount_code: 'card15',
      ...cardPaymentFields({ ...approved, amount }),
    });
    expect(saved.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', saved.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      payment_status: 'authorized',
      authorized_cents: subtotal - off,
      total_cents: subtotal - off,
      discount_code: 'CARD15',
      discount_cents: off,
    });
  });

  it('without the code the same card authorization no longer matches the order', async () => {
    const [slotId] = await addSlots(t.app.db, [24 * 6 + Math.random()]);
    const submission = await validSubmission(t.app.db, slotId!, 'card2@example.test');
    const checkout = await browser.post(`${API}/payment/checkout.php`, {
      slot_id: submission.slot_id,
      cart: submission.cart,
      order_uuid: submission.order_uuid,
      discount_code: 'CARD15',
    });
    const amount = checkout.json<{ amount: string }>().amount;
    const auth = await browser.post(`${API}/payment/authorize.php`, {
      opaqueData: await sandboxOpaqueData(t.app, {}),
      amount,
      order_uuid: submission.order_uuid,
      checkout_token: checkout.json<{ checkout_token: string }>().checkout_token,
    });
    const approved = auth.json<{ transactionId: string; authCode: string; responseCode: string }>();
    // The page dropped the code: the server prices the full total, which the card does not cover.
    const saved = await browser.post(`${API}/inspection_orders.php`, {
      ...submission,
      ...cardPaymentFields({ ...approved, amount }),
    });
    expect(saved.statusCode).toBe(400);
  });
});
