import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCredentials, SANDBOX_API_PATH } from '../payments/gateway/gateway-config';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { closeTestApp } from '../../testing/payments-test-kit';
import { cardPayment } from '../../testing/refund-test-kit';
import { sandboxTransaction, settleSandboxNow } from '../../testing/sandbox-client';
import { adminSuite } from '../../testing/admin-testing';
import { createAgent } from '../../testing/test-agent';

// refundTransaction and getTransactionDetailsRequest as the gateway answers them, around the
// daily settlement: no refund before the batch (reason 54), never more than was captured (55).

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testDialects)('sandbox refunds and transaction details on %s', (dialect) => {
  let t: TestApp;
  let auth: { name: string; transactionKey: string };
  const post = async (body: unknown): Promise<Json> => {
    const res = await t.app.inject({
      method: 'POST',
      url: SANDBOX_API_PATH,
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return JSON.parse(res.body.replace(/^\uFEFF/, '')) as Json;
  };
  const details = (transId: string) =>
    post({ getTransactionDetailsRequest: { merchantAuthentication: auth, transId } });
  const refund = (refTransId: string, amount: string, cardNumber = '1111') =>
    post({
      createTransactionRequest: {
        merchantAuthentication: auth,
        refId: 'r1',
        transactionRequest: {
          transactionType: 'refundTransaction',
          amount,
          payment: { creditCard: { cardNumber, expirationDate: 'XXXX' } },
          refTransId,
        },
      },
    });
  const reason = (answer: Json) => answer.transactionResponse?.errors?.[0]?.errorCode;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      PAYMENT_REFUND_INTERVAL_MS: '0',
    });
    const c = gatewayCredentials(t.env, t.app.secret);
    auth = { name: c.apiLoginId, transactionKey: c.transactionKey };
  });
  afterAll(() => closeTestApp(t));

  it('tells where an authorization stands, in the API’s shape', async () => {
    const p = await cardPayment(t.app, { amountCents: 12550 });
    const answer = await details(p.transactionId);
    expect(answer.messages).toEqual({
      resultCode: 'Ok',
      message: [{ code: 'I00001', text: 'Successful.' }],
    });
    expect(answer.transaction).toMatchObject({
      transId: p.transactionId,
      transactionType: 'authOnlyTransaction',
      transactionStatus: 'authorizedPendingCapture',
      responseCode: 1,
      authAmount: 125.5,
      settleAmount: 125.5,
      payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: 'XXXX', cardType: 'Visa' } },
    });
    expect(answer.transaction.batch).toBeUndefined();
    expect(answer.transaction.submitTimeUTC).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const missing = await details('80999999999');
    expect(missing.messages).toEqual({
      resultCode: 'Error',
      message: [{ code: 'E00040', text: 'The record cannot be found.' }],
    });
    expect(missing.transaction).toBeUndefined();
  });

  it('refuses a refund before settlement (54), then refunds in parts up to the capture', async () => {
    const p = await cardPayment(t.app, { amountCents: 20000, capture: true });
    expect((await details(p.transactionId)).transaction.transactionStatus).toBe(
      'capturedPendingSettlement',
    );
    const early = await refund(p.transactionId, '50.00');
    expect(early.transactionResponse).toMatchObject({ responseCode: '3', transId: '0' });
    expect(early.transactionResponse.errors).toEqual([
      {
        errorCode: '54',
        errorText: 'The referenced transaction does not meet the criteria for issuing a credit.',
      },
    ]);
    expect(early.messages.resultCode).toBe('Error');

    const batch = await settleSandboxNow(t.app);
    expect(batch.settled).toBeGreaterThanOrEqual(1);
    const settled = (await details(p.transactionId)).transaction;
    expect(settled).toMatchObject({
      transactionStatus: 'settledSuccessfully',
      settleAmount: 200,
      batch: { batchId: batch.batchId, settlementState: 'settledSuccessfully' },
    });
    expect(settled.batch.settlementTimeUTC).toBe(batch.settlementTimeUTC);

    expect(reason(await refund(p.transactionId, '200.01'))).toBe('55');
    expect(reason(await refund(p.transactionId, '50.00', '4242'))).toBe('6');
    const first = await refund(p.transactionId, '125.00');
    expect(first.messages.resultCode).toBe('Ok');
    expect(first.refId).toBe('r1');
    expect(first.transactionResponse).toMatchObject({
      responseCode: '1',
      refTransID: p.transactionId,
      accountNumber: 'XXXX1111',
      messages: [{ code: '1', description: 'This transaction has been approved.' }],
    });
    const refundId = first.transactionResponse.transId as string;
    expect(refundId).not.toBe(p.transactionId);
    expect((await details(refundId)).transaction).toMatchObject({
      transactionType: 'refundTransaction',
      transactionStatus: 'refundPendingSettlement',
      refTransId: p.transactionId,
      settleAmount: 125,
    });
    // 75.00 is left: one cent more is refused, exactly the rest is taken, then nothing is left.
    expect(reason(await refund(p.transactionId, '75.01'))).toBe('55');
    expect((await refund(p.transactionId, '75.00')).transactionResponse.responseCode).toBe('1');
    expect(reason(await refund(p.transactionId, '0.01'))).toBe('55');

    await settleSandboxNow(t.app);
    expect((await details(refundId)).transaction).toMatchObject({
      transactionStatus: 'refundSettledSuccessfully',
      batch: { settlementState: 'settledSuccessfully' },
    });
    // A settled capture can no longer be voided; a refund cannot be refunded.
    const voided = await post({
      createTransactionRequest: {
        merchantAuthentication: auth,
        transactionRequest: { transactionType: 'voidTransaction', refTransId: p.transactionId },
      },
    });
    expect(reason(voided)).toBe('16');
    expect(reason(await refund(refundId, '1.00'))).toBe('16');
  });

  it('voids an unsettled refund, which then no longer counts against the capture', async () => {
    const p = await cardPayment(t.app, { amountCents: 5000, capture: true });
    await settleSandboxNow(t.app);
    const r = await refund(p.transactionId, '50.00');
    const refundId = r.transactionResponse.transId as string;
    const voided = await post({
      createTransactionRequest: {
        merchantAuthentication: auth,
        transactionRequest: { transactionType: 'voidTransaction', refTransId: refundId },
      },
    });
    expect(voided.transactionResponse.responseCode).toBe('1');
    expect((await details(refundId)).transaction.transactionStatus).toBe('voided');
    expect((await refund(p.transactionId, '50.00')).transactionResponse.responseCode).toBe('1');
  });

  it('settles a capture into settlementError with ZIP 46906, and leaves voids out of the batch', async () => {
    const bad = await cardPayment(t.app, {
      amountCents: 3000,
      capture: true,
      card: { zip: '46906' },
    });
    const released = await cardPayment(t.app, { amountCents: 3100 });
    await post({
      createTransactionRequest: {
        merchantAuthentication: auth,
        transactionRequest: {
          transactionType: 'voidTransaction',
          refTransId: released.transactionId,
        },
      },
    });
    await settleSandboxNow(t.app);
    expect((await details(bad.transactionId)).transaction).toMatchObject({
      transactionStatus: 'settlementError',
      batch: { settlementState: 'settlementError' },
    });
    expect(reason(await refund(bad.transactionId, '1.00'))).toBe('54');
    const v = (await details(released.transactionId)).transaction;
    expect(v).toMatchObject({ transactionStatus: 'voided', settleAmount: 0 });
    expect(v.batch).toBeUndefined();
  });

  it('settles now only for an administrator with the form token', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/sandbox/settle', payload: {} });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe.each(testDialects)('the sandbox’s settle-now endpoint on %s', (dialect) => {
  const suite = adminSuite(dialect, { PAYMENT_RECONCILE_INTERVAL_MS: '0' });

  it('settles at once for an administrator; a visitor with a session is refused', async () => {
    const p = await cardPayment(suite.app, { amountCents: 4000, capture: true });
    const visitor = createAgent(suite.app);
    await visitor.get('/cms-admin/api/session.php');
    expect((await visitor.post('/sandbox/settle', {})).statusCode).toBe(401);
    expect((await sandboxTransaction(suite.app, p.transactionId)).status).toBe(
      'capturedPendingSettlement',
    );
    const res = await suite.admin.post('/sandbox/settle', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ settled: 1, batchId: expect.stringMatching(/^\d+$/) });
    expect((await sandboxTransaction(suite.app, p.transactionId)).status).toBe(
      'settledSuccessfully',
    );
  });
});
