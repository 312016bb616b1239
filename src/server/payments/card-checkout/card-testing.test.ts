import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-requests';
import { browserAt } from '../../../testing/checkout-limits-test-kit';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import {
  authorizeCard,
  closeTestApp,
  payNowWorld,
  startCheckout,
} from '../../../testing/payments-test-kit';
import { sandboxOpaqueData, sandboxTransaction } from '../../../testing/sandbox-client';
import type { TestAgent } from '../../../testing/test-agent';
import { type TestApp, testDialects } from '../../../testing/test-app';
import { recentDeclines } from './card-limits.service';
import { listAttempts } from '../payment-attempts.repository';

// Card testing: payment/authorize.php charges only a checkout the server priced (payment/checkout.php),
// for exactly its amount, and stops a session, a network or a card after 5 declines in an hour.

const AUTHORIZE = '/cms-admin/api/payment/authorize.php';
const CHECKOUT = '/cms-admin/api/payment/checkout.php';
const MASTERCARD = '5424000000000015';
const AMEX = '370000000000002';
const DISCOVER = '6011000000000012';
const DECLINE = { zip: '46282' };

describe.each(testDialects)('card testing limits on %s', (dialect) => {
  let t: TestApp;
  let ipCounter = 0;
  /** A browser on a network of its own, so the per-network limit stays out of the way. */
  const freshBrowser = () => browserAt(t.app, `198.51.100.${++ipCounter}`);

  beforeAll(async () => {
    ({ t } = await payNowWorld(dialect, { timeoutMs: 2000, listen: false }));
  });
  afterAll(() => closeTestApp(t));

  const newSubmission = async () => {
    const [slotId] = await addSlots(t.app.db, [24 * 6 + Math.random() * 24]);
    return validSubmission(t.app.db, slotId ?? 0, 'tester@example.test');
  };
  type Submission = Awaited<ReturnType<typeof newSubmission>>;
  const rawAuthorize = async (agent: TestAgent, s: Submission, extra: Record<string, unknown>) =>
    agent.post(AUTHORIZE, {
      opaqueData: await sandboxOpaqueData(t.app),
      amount: s.cart.totalPriceDecimal,
      order_uuid: s.order_uuid,
      ...extra,
    });

  it('refuses an authorization without a pending checkout, before any gateway call', async () => {
    const browser = await freshBrowser();
    const s = await newSubmission();
    const made = { checkout_token: 'A'.repeat(43) };
    const res = await rawAuthorize(browser, s, made);
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
      409,
      PAYMENT_MESSAGES.checkoutExpired,
    ]);
    const missing = await rawAuthorize(browser, s, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields).toHaveProperty(
      'checkout_token',
    );
    expect(await listAttempts(t.app.db, { orderUuid: s.order_uuid })).toEqual([]);
  });

  it("refuses another session's, a used, an expired or another order's checkout", async () => {
    const browser = await freshBrowser();
    const stranger = await freshBrowser();
    const s = await newSubmission();
    const checkout = await startCheckout(browser, s);
    const token = { checkout_token: checkout.checkout_token };
    expect((await rawAuthorize(stranger, s, token)).statusCode).toBe(409);
    const other = await newSubmission();
    expect((await rawAuthorize(browser, other, token)).statusCode).toBe(409);

    const fresh = await startCheckout(browser, s);
    expect(
      (await rawAuthorize(browser, s, { checkout_token: fresh.checkout_token })).statusCode,
    ).toBe(200);
    expect(
      (await rawAuthorize(browser, s, { checkout_token: fresh.checkout_token })).statusCode,
    ).toBe(409);

    const late = await newSubmission();
    const expiring = await startCheckout(browser, late);
    await t.app.db
      .updateTable('checkout_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_uuid', '=', late.order_uuid)
      .execute();
    expect(
      (await rawAuthorize(browser, late, { checkout_token: expiring.checkout_token })).statusCode,
    ).toBe(409);
    // Only the token that was used reached the gateway; the stored token is a hash, never the token.
    expect((await listAttempts(t.app.db, { orderUuid: late.order_uuid })).length).toBe(0);
    const stored = await t.app.db.selectFrom('checkout_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(checkout.checkout_token);
  });

  it('authorizes exactly the checkout amount: a tampered amount is refused', async () => {
    const browser = await freshBrowser();
    const s = await newSubmission();
    const total = s.cart.totalPriceDecimal;
    const checkout = await startCheckout(browser, s);
    expect(checkout.amount).toBe(total);
    const res = await rawAuthorize(browser, s, {
      checkout_token: checkout.checkout_token,
      amount: '1.00',
    });
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
      400,
      PAYMENT_MESSAGES.amountChanged,
    ]);
    expect(await listAttempts(t.app.db, { orderUuid: s.order_uuid })).toEqual([]);
    const ok = await authorizeCard(t, browser, await newSubmission());
    expect(ok.statusCode).toBe(200);
  });

  it('prices the checkout like the order: a taken slot gets no checkout', async () => {
    const browser = await freshBrowser();
    const s = await newSubmission();
    const auth = (await authorizeCard(t, browser, s)).json<Record<string, string>>();
    const saved = await browser.post('/cms-admin/api/inspection_orders.php', {
      ...s,
      payment_status: 'authorized',
      payment: { ...auth, amount: s.cart.totalPriceDecimal },
    });
    expect(saved.statusCode).toBe(201);
    const again = await browser.post(CHECKOUT, {
      slot_id: s.slot_id,
      cart: s.cart,
      order_uuid: crypto.randomUUID(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 429 to the 6th declined card of a session, and lists the declines', async () => {
    const browser = await freshBrowser();
    for (let i = 0; i < 5; i += 1) {
      const res = await authorizeCard(t, browser, await newSubmission(), { card: DECLINE });
      expect(res.statusCode).toBe(402);
    }
    const sixth = await rawAuthorize(browser, await newSubmission(), {
      checkout_token: 'B'.repeat(43),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ error: string }>().error).toMatch(/Too many card payments were declined/);
    expect(sixth.json<{ retry_after_seconds: number }>().retry_after_seconds).toBeGreaterThan(3500);
    // Starting a new checkout is refused too, before the card form is any use.
    const s = await newSubmission();
    const start = await browser.post(CHECKOUT, {
      slot_id: s.slot_id,
      cart: s.cart,
      order_uuid: s.order_uuid,
    });
    expect(start.statusCode).toBe(429);

    const declines = await recentDeclines(t.app.db, 5);
    expect(declines).toHaveLength(5);
    expect(declines[0]).toMatchObject({
      ip: `198.51.100.${ipCounter}`,
      card: 'Visa XXXX1111',
      amountCents: 725_00,
      reason: expect.stringMatching(/^2: .*declined/) as string,
    });
    expect(new Set(declines.map((d) => d.sessionId)).size).toBe(1);
  });

  it('answers 429 on a network after 5 declines from its browsers', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 5; i += 1) {
      const browser = await browserAt(t.app, ip);
      const res = await authorizeCard(t, browser, await newSubmission(), {
        card: { ...DECLINE, cardNumber: AMEX, cardCode: '1234' },
      });
      expect(res.statusCode).toBe(402);
    }
    const next = await browserAt(t.app, ip);
    const s = await newSubmission();
    const res = await next.post(CHECKOUT, {
      slot_id: s.slot_id,
      cart: s.cart,
      order_uuid: s.order_uuid,
    });
    expect(res.statusCode).toBe(429);
    // Another network is not held back by it (with a card no test declined).
    const elsewhere = await authorizeCard(t, await freshBrowser(), await newSubmission(), {
      card: { cardNumber: DISCOVER },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a card declined 5 times from anywhere, releasing an approval of it', async () => {
    const card = { cardNumber: MASTERCARD };
    for (let i = 0; i < 5; i += 1) {
      const res = await authorizeCard(t, await freshBrowser(), await newSubmission(), {
        card: { ...card, ...DECLINE },
      });
      expect(res.statusCode).toBe(402);
    }
    const s = await newSubmission();
    const res = await authorizeCard(t, await freshBrowser(), s, { card });
    expect(res.statusCode).toBe(429);
    // The gateway approved it; the hold was voided, so the answer tells nothing about the card.
    const [attempt, voided] = await listAttempts(t.app.db, { orderUuid: s.order_uuid });
    expect(attempt).toMatchObject({ kind: 'authorize', status: 'approved' });
    expect(voided).toMatchObject({ kind: 'void', status: 'approved' });
    expect((await sandboxTransaction(t.app, attempt?.transactionId ?? '')).status).toBe('voided');
  });
});
