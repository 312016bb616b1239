import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimal, dollarsToCents } from '../../../shared/money';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-requests';
import type { TestAgent } from '../../../testing/test-agent';
import { type TestApp, testDialects } from '../../../testing/test-app';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import { countOrders, findOrderById, findOrderByUuid } from '../orders/orders.repository';
import type { SandboxCard } from '../../../testing/sandbox-client';
import { PAYMENT_NOT_VERIFIED } from '../../payments/order-authorization.service';
import {
  findApprovedAuthorization,
  listAttempts,
} from '../../payments/payment-attempts.repository';
import {
  authorizeCard,
  closeTestApp,
  payNowWorld,
  startCheckout,
} from '../../../testing/payments-test-kit';

// Pay now through the real HTTP endpoints, as the checkout page calls them:
// payment/checkout.php → payment/authorize.php → inspection_orders.php (authorized) →
// payment/capture.php, with the app listening so the sandbox is reached over HTTP like a gateway.

const ORDERS = '/cms-admin/api/inspection_orders.php';
const CAPTURE = '/cms-admin/api/payment/capture.php';
const VOID = '/cms-admin/api/payment/void.php';

type Authorized = { transactionId: string; authCode: string; responseCode: string };

describe.each(testDialects)('pay now through the API on %s', (dialect) => {
  let t: TestApp;
  let browser: TestAgent;
  let stranger: TestAgent;

  beforeAll(async () => {
    ({ t, browser, stranger } = await payNowWorld(dialect, { timeoutMs: 2000, listen: true }));
  });
  afterAll(() => closeTestApp(t));

  const newSubmission = async () => {
    const [slotId] = await addSlots(t.app.db, [24 * 4 + Math.random() * 24]);
    return validSubmission(t.app.db, slotId ?? 0, 'payer@example.test');
  };
  type Submission = Awaited<ReturnType<typeof newSubmission>>;
  const authorize = (agent: TestAgent, submission: Submission, card?: SandboxCard) =>
    authorizeCard(t, agent, submission, { card });
  /** The body the checkout page sends after an approval (both copies of the payment). */
  const payNowBody = (
    submission: Awaited<ReturnType<typeof newSubmission>>,
    auth: Authorized,
    amount: string,
    paymentStatus: 'authorized' | 'paid' = 'authorized',
  ) => ({
    ...submission,
    payment_status: paymentStatus,
    payment: { ...auth, amount },
    transaction_id: auth.transactionId,
    amount,
    auth_code: auth.authCode,
    response_code: auth.responseCode,
  });

  it('authorize → save (authorized) → capture yields a paid order', async () => {
    const submission = await newSubmission();
    const total = submission.cart.totalPriceDecimal;
    const authRes = await authorize(browser, submission);
    expect(authRes.statusCode).toBe(200);
    const auth = authRes.json<Authorized>();

    const saved = await browser.post(ORDERS, payNowBody(submission, auth, total));
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json<{ id: number }>();
    expect(await findOrderById(t.app.db, id)).toMatchObject({
      paymentStatus: 'authorized',
      paymentMethod: 'pay-now',
      transactionId: auth.transactionId,
      authorizedCents: dollarsToCents(total),
      capturedCents: null,
    });
    expect((await findApprovedAuthorization(t.app.db, auth.transactionId))?.orderId).toBe(id);

    // The browser's amount is ignored: the order's own total is captured.
    const capture = await browser.post(CAPTURE, {
      transactionId: auth.transactionId,
      amount: '1.00',
      order_id: id,
    });
    expect(capture.statusCode).toBe(200);
    expect(capture.json()).toEqual({ paymentStatus: 'paid' });
    expect(await findOrderById(t.app.db, id)).toMatchObject({
      paymentStatus: 'paid',
      capturedCents: dollarsToCents(total),
    });
    const summary = await browser.get(`${ORDERS}?id=${id}`);
    expect(summary.json()).toMatchObject({ id, paymentStatus: 'paid', total: `$${total}` });
    const kinds = (await listAttempts(t.app.db, { transactionId: auth.transactionId })).map((a) => [
      a.kind,
      a.status,
      a.amountCents,
    ]);
    expect(kinds).toEqual([
      ['authorize', 'approved', dollarsToCents(total)],
      ['capture', 'approved', dollarsToCents(total)],
    ]);

    // A retried save answers the same order; a retried capture changes nothing.
    const again = await browser.post(ORDERS, payNowBody(submission, auth, total));
    expect([again.statusCode, again.json()]).toEqual([200, { id }]);
    const capturedAgain = await browser.post(CAPTURE, {
      transactionId: auth.transactionId,
      order_id: id,
    });
    expect(capturedAgain.json()).toEqual({ paymentStatus: 'paid' });
  });

  it('never authorizes, nor saves, a lowered amount', async () => {
    const submission = await newSubmission();
    const total = submission.cart.totalPriceDecimal;
    const lowered = centsToDecimal(dollarsToCents(total) - 1);
    const before = await countOrders(t.app.db);

    // A page that lowers the amount is refused before any card is tried.
    const tampered = await authorizeCard(t, browser, submission, { amount: lowered });
    expect([tampered.statusCode, tampered.json<{ error: string }>().error]).toEqual([
      400,
      PAYMENT_MESSAGES.amountChanged,
    ]);
    // A cart priced lower by the browser is priced again by the server: the checkout's amount is
    // the server's total.
    const cheapCart = { ...submission.cart, totalPrice: `$${lowered}`, totalPriceDecimal: lowered };
    expect((await startCheckout(browser, { ...submission, cart: cheapCart })).amount).toBe(total);
    expect(await listAttempts(t.app.db, { orderUuid: submission.order_uuid })).toEqual([]);

    const auth = (await authorize(browser, submission)).json<Authorized>();
    const paid = await browser.post(ORDERS, payNowBody(submission, auth, total, 'paid'));
    expect([paid.statusCode, paid.json()]).toEqual([400, { error: PAYMENT_NOT_VERIFIED }]);
    expect(await countOrders(t.app.db)).toBe(before);
    // Saved with the cheap cart and the lowered amount claimed, the order costs the server's total.
    const cheap = await browser.post(ORDERS, {
      ...payNowBody(submission, auth, lowered),
      cart: cheapCart,
    });
    expect(cheap.statusCode).toBe(201);
    expect(await findOrderByUuid(t.app.db, submission.order_uuid)).toMatchObject({
      totalCents: dollarsToCents(total),
      authorizedCents: dollarsToCents(total),
    });
  });

  it("refuses another order's or another browser's authorization", async () => {
    const first = await newSubmission();
    const total = first.cart.totalPriceDecimal;
    const auth = (await authorize(browser, first)).json<Authorized>();
    const second = await newSubmission();
    const reused = await browser.post(ORDERS, payNowBody(second, auth, total));
    expect([reused.statusCode, reused.json()]).toEqual([400, { error: PAYMENT_NOT_VERIFIED }]);
    const stolen = await stranger.post(ORDERS, payNowBody(first, auth, total));
    expect([stolen.statusCode, stolen.json()]).toEqual([400, { error: PAYMENT_NOT_VERIFIED }]);
    const mismatched = await browser.post(ORDERS, {
      ...payNowBody(first, auth, total),
      transaction_id: '80000000001',
    });
    expect(mismatched.statusCode).toBe(400);

    const saved = await browser.post(ORDERS, payNowBody(first, auth, total));
    expect(saved.statusCode).toBe(201);
    // Claimed by a saved order, it cannot pay for another one, nor be released by a void.
    const third = await newSubmission();
    const claimedElsewhere = await browser.post(ORDERS, {
      ...payNowBody(third, auth, total),
    });
    expect(claimedElsewhere.statusCode).toBe(400);
    expect((await browser.post(VOID, { transactionId: auth.transactionId })).statusCode).toBe(404);
  });

  it("refuses to capture or void someone else's transaction", async () => {
    const mine = await newSubmission();
    const total = mine.cart.totalPriceDecimal;
    const auth = (await authorize(browser, mine)).json<Authorized>();
    const { id } = (await browser.post(ORDERS, payNowBody(mine, auth, total))).json<{
      id: number;
    }>();
    const theirs = await newSubmission();
    const theirAuth = (await authorize(stranger, theirs)).json<Authorized>();

    const capture = (agent: TestAgent, transactionId: string, orderId: number) =>
      agent.post(CAPTURE, { transactionId, amount: total, order_id: orderId });
    const notFound = { error: PAYMENT_MESSAGES.paymentNotFound };
    // Another browser, my order; my browser, another transaction on my order.
    const foreign = await capture(stranger, auth.transactionId, id);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, notFound]);
    const swapped = await capture(browser, theirAuth.transactionId, id);
    expect([swapped.statusCode, swapped.json()]).toEqual([404, notFound]);
    // An unsaved authorization is not an order's: nothing to capture.
    expect((await capture(stranger, theirAuth.transactionId, id + 1000)).statusCode).toBe(404);

    // Voids: another browser's authorization, and one a saved order holds.
    const foreignVoid = await browser.post(VOID, { transactionId: theirAuth.transactionId });
    expect([foreignVoid.statusCode, foreignVoid.json()]).toEqual([404, notFound]);
    expect((await stranger.post(VOID, { transactionId: auth.transactionId })).statusCode).toBe(404);
    expect((await browser.post(VOID, { transactionId: auth.transactionId })).statusCode).toBe(404);
    expect(await findOrderById(t.app.db, id)).toMatchObject({ paymentStatus: 'authorized' });
    expect((await listAttempts(t.app.db, { transactionId: auth.transactionId })).length).toBe(1);

    // The owner's own calls still work afterwards.
    expect((await capture(browser, auth.transactionId, id)).statusCode).toBe(200);
    expect((await stranger.post(VOID, { transactionId: theirAuth.transactionId })).statusCode).toBe(
      200,
    );
  });

  it('keeps the order authorized when the capture fails (ZIP 46901)', async () => {
    const submission = await newSubmission();
    const total = submission.cart.totalPriceDecimal;
    const auth = (await authorize(browser, submission, { zip: '46901' })).json<Authorized>();
    const { id } = (await browser.post(ORDERS, payNowBody(submission, auth, total))).json<{
      id: number;
    }>();
    const res = await browser.post(CAPTURE, { transactionId: auth.transactionId, order_id: id });
    expect([res.statusCode, res.json()]).toEqual([502, { error: PAYMENT_MESSAGES.captureFailed }]);
    expect(await findOrderById(t.app.db, id)).toMatchObject({
      paymentStatus: 'authorized',
      capturedCents: null,
    });
  });

  it('does not capture a booking cancelled before the capture', async () => {
    const submission = await newSubmission();
    const total = submission.cart.totalPriceDecimal;
    const auth = (await authorize(browser, submission)).json<Authorized>();
    const { id } = (await browser.post(ORDERS, payNowBody(submission, auth, total))).json<{
      id: number;
    }>();
    await t.app.db
      .updateTable('orders')
      .set({ booking_status: 'cancelled', cancelled_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const res = await browser.post(CAPTURE, { transactionId: auth.transactionId, order_id: id });
    expect(res.statusCode).toBe(409);
    expect(await findOrderById(t.app.db, id)).toMatchObject({ paymentStatus: 'authorized' });
  });
});
