import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { orderSubmissionSchema } from '../../../shared/booking/order-submission';
import { dollarsToCents } from '../../../shared/money';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-requests';
import { HttpError } from '../../errors';
import type { TestAgent } from '../../../testing/test-agent';
import { type TestApp, testDialects } from '../../../testing/test-app';
import { authorizeCard, closeTestApp, payNowWorld } from '../../../testing/payments-test-kit';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import { findOrderById, findOrderByUuid } from '../orders/orders.repository';
import { placeOrder } from './orders.service';
import type { SandboxCard } from '../../../testing/sandbox-client';
import { cardPayments as orderPaymentHooks } from './order-payment';
import {
  PAYMENT_ALREADY_RELEASED,
  PAYMENT_NOT_VERIFIED,
} from '../../payments/order-authorization.service';
import {
  findApprovedAuthorization,
  listAttempts,
} from '../../payments/payment-attempts.repository';
import { AMOUNT_MISMATCH } from '../../../shared/booking/messages';

type Authorized = { transactionId: string; authCode: string; responseCode: string };

describe.each(testDialects)('payment/*.php and pay-now orders on %s', (dialect) => {
  let t: TestApp;
  let browser: TestAgent;
  let stranger: TestAgent;

  beforeAll(async () => {
    ({ t, browser, stranger } = await payNowWorld(dialect, { timeoutMs: 1000, listen: false }));
  });
  afterAll(() => closeTestApp(t));

  const newSubmission = async () => {
    const [slotId] = await addSlots(t.app.db, [24 * 3 + Math.random()]);
    return validSubmission(t.app.db, slotId ?? 0);
  };
  type Submission = Awaited<ReturnType<typeof newSubmission>>;
  const authorize = (agent: TestAgent, submission: Submission, card?: SandboxCard) =>
    authorizeCard(t, agent, submission, { card });
  /** Saves the order as the booking API does, with the payments module's checks plugged in. */
  const saveOrder = async (
    submission: Awaited<ReturnType<typeof newSubmission>>,
    auth: Authorized,
    claimedAmount: string,
    sessionId: string | null,
    paymentStatus: 'authorized' | 'paid' = 'authorized',
  ) =>
    placeOrder(t.app.db, orderPaymentHooks, {
      submission: orderSubmissionSchema.parse({
        ...submission,
        payment_status: paymentStatus,
        payment: { ...auth, amount: claimedAmount },
      }),
      sessionId,
      now: new Date(),
    });
  const sessionOf = async (transactionId: string) =>
    (await findApprovedAuthorization(t.app.db, transactionId))?.sessionId ?? null;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (e: unknown) => (e instanceof HttpError ? [e.statusCode, e.message] : e),
    );

  it('authorizes a card and answers the transaction; a decline is the authorization message', async () => {
    const submission = await newSubmission();
    const ok = await authorize(browser, submission);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      transactionId: expect.stringMatching(/^\d+$/) as string,
      authCode: expect.stringMatching(/^[A-Z0-9]{6}$/) as string,
      responseCode: '1',
    });
    const declined = await authorize(browser, await newSubmission(), { zip: '46282' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      error: PAYMENT_MESSAGES.authorizationFailed,
      responseCode: '2',
    });
  });

  it('refuses a forged request and a malformed one before any gateway call', async () => {
    const submission = await newSubmission();
    const forged = await browser.post(
      '/cms-admin/api/payment/authorize.php',
      {
        opaqueData: { dataDescriptor: 'x', dataValue: 'y' },
        amount: '1.00',
        order_uuid: submission.order_uuid,
        checkout_token: 'x'.repeat(43),
      },
      { 'x-xsrf-token': 'forged' },
    );
    expect(forged.statusCode).toBe(403);
    const malformed = await browser.post('/cms-admin/api/payment/authorize.php', {
      amount: '-5',
      order_uuid: 'nope',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await listAttempts(t.app.db, { orderUuid: submission.order_uuid })).toEqual([]);
  });

  it('never saves a paid or authorized order for another amount than its total', async () => {
    const submission = await newSubmission();
    const total = submission.cart.totalPriceDecimal;
    const auth = (await authorize(browser, submission)).json<Authorized>();
    const sessionId = await sessionOf(auth.transactionId);
    // A price raised after the card was authorized: the order now costs more than was authorized.
    const raise = async (cents: number) => {
      await t.app.db
        .updateTable('services')
        .set((eb) => ({ price_cents: eb('price_cents', '+', cents) }))
        .where('slug', '=', 'pest-inspection')
        .execute();
    };
    await raise(100);
    onTestFinished(() => raise(-100));
    // Whatever the browser claims, our record of the authorization differs from the new total.
    expect(await refusal(saveOrder(submission, auth, total, sessionId))).toEqual([
      400,
      AMOUNT_MISMATCH,
    ]);
    expect(await refusal(saveOrder(submission, auth, total, sessionId, 'paid'))).toEqual([
      400,
      PAYMENT_NOT_VERIFIED,
    ]);
    expect(await findOrderByUuid(t.app.db, submission.order_uuid)).toBeUndefined();
  });

  it("refuses another browser's authorization for an order", async () => {
    const submission = await newSubmission();
    const total = submission.cart.totalPriceDecimal;
    const auth = (await authorize(stranger, submission)).json<Authorized>();
    const browserSession = await sessionOf(
      (await authorize(browser, await newSubmission())).json<Authorized>().transactionId,
    );
    expect(await refusal(saveOrder(submission, auth, total, browserSession))).toEqual([
      400,
      PAYMENT_NOT_VERIFIED,
    ]);
  });

  it('saves the order as authorized, then captures only its own total, only for its browser', async () => {
    const submission = await newSubmission();
    const total = submission.cart.totalPriceDecimal;
    const auth = (await authorize(browser, submission)).json<Authorized>();
    const saved = await saveOrder(submission, auth, total, await sessionOf(auth.transactionId));
    expect((await findOrderById(t.app.db, saved.id))?.paymentStatus).toBe('authorized');
    expect((await findApprovedAuthorization(t.app.db, auth.transactionId))?.orderId).toBe(saved.id);

    const capture = { transactionId: auth.transactionId, amount: '1.00', order_id: saved.id };
    expect((await stranger.post('/cms-admin/api/payment/capture.php', capture)).statusCode).toBe(
      404,
    );
    const wrongTransaction = { ...capture, transactionId: '80000000001' };
    expect(
      (await browser.post('/cms-admin/api/payment/capture.php', wrongTransaction)).statusCode,
    ).toBe(404);
    const res = await browser.post('/cms-admin/api/payment/capture.php', capture);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentStatus: 'paid' });
    const order = await findOrderById(t.app.db, saved.id);
    expect(order).toMatchObject({ paymentStatus: 'paid', capturedCents: dollarsToCents(total) });
    const attempts = await listAttempts(t.app.db, { transactionId: auth.transactionId });
    expect(attempts.find((a) => a.kind === 'capture')).toMatchObject({
      status: 'approved',
      amountCents: dollarsToCents(total),
      orderId: saved.id,
    });
  });

  it("voids only this browser's authorization that no saved order holds", async () => {
    const submission = await newSubmission();
    const total = submission.cart.totalPriceDecimal;
    const held = (await authorize(browser, submission)).json<Authorized>();
    await saveOrder(submission, held, total, await sessionOf(held.transactionId));
    const loose = (await authorize(browser, await newSubmission())).json<Authorized>();

    const post = (agent: TestAgent, transactionId: string) =>
      agent.post('/cms-admin/api/payment/void.php', { transactionId });
    expect((await post(browser, held.transactionId)).statusCode).toBe(404);
    expect((await post(stranger, loose.transactionId)).statusCode).toBe(404);
    const ok = await post(browser, loose.transactionId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ voided: true });
    expect((await post(browser, loose.transactionId)).statusCode).toBe(404);

    // A released authorization can no longer pay for an order.
    const late = await newSubmission();
    const releasedAuth = (await authorize(browser, late)).json<Authorized>();
    await post(browser, releasedAuth.transactionId);
    expect(
      await refusal(
        saveOrder(
          late,
          releasedAuth,
          late.cart.totalPriceDecimal,
          await sessionOf(releasedAuth.transactionId),
        ),
      ),
    ).toEqual([409, PAYMENT_ALREADY_RELEASED]);
  });

  it('answers a failed void with its message and leaves it to the reconciliation job', async () => {
    const auth = (
      await authorize(browser, await newSubmission(), { zip: '46902' })
    ).json<Authorized>();
    const res = await browser.post('/cms-admin/api/payment/void.php', {
      transactionId: auth.transactionId,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.voidFailed });
    expect((await findApprovedAuthorization(t.app.db, auth.transactionId))?.reconcileStatus).toBe(
      'retry',
    );
  });
});
