import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { closeTestApp } from '../../testing/payments-test-kit';
import { sandboxOpaqueData } from '../../testing/sandbox-client';
import { listAttempts } from './payment-attempts.repository';
import {
  authorizeWithAttempt,
  captureWithAttempt,
  invoiceNumberFor,
  type PaymentDeps,
  voidWithAttempt,
} from './payments.service';

describe.each(testDialects)('payment attempts on %s', (dialect) => {
  let t: TestApp;
  let deps: PaymentDeps;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      PAYMENT_TIMEOUT_MS: '1000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    deps = { db: t.app.db, gateway: t.app.gateway };
  });
  afterAll(() => closeTestApp(t));

  it('writes the attempt row before the gateway call and completes it after', async () => {
    const orderUuid = randomUUID();
    // ZIP 46903 makes the sandbox hold its answer past the time limit: the call is in flight.
    const call = authorizeWithAttempt(deps, {
      amountCents: 12500,
      opaqueData: await sandboxOpaqueData(t.app, { zip: '46903' }),
      orderUuid,
      sessionId: 'session-a',
    });
    let during = await listAttempts(t.app.db, { orderUuid });
    for (let i = 0; i < 50 && during.length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 10));
      during = await listAttempts(t.app.db, { orderUuid });
    }
    expect(during).toMatchObject([{ kind: 'authorize', status: 'started', amountCents: 12500 }]);

    const { attemptId, result } = await call;
    expect(result.status).toBe('timeout');
    const after = await listAttempts(t.app.db, { orderUuid });
    expect(after).toMatchObject([
      {
        id: attemptId,
        status: 'timeout',
        sessionId: 'session-a',
        invoiceNumber: invoiceNumberFor(orderUuid),
        transactionId: null,
        responseCode: null,
      },
    ]);
  });

  it('keeps what the gateway answered: approval, capture and void of one transaction', async () => {
    const orderUuid = randomUUID();
    const auth = await authorizeWithAttempt(deps, {
      amountCents: 9900,
      opaqueData: await sandboxOpaqueData(t.app),
      orderUuid,
      sessionId: 'session-b',
    });
    if (auth.result.status !== 'approved') throw new Error('not approved');
    const { transactionId } = auth.result;
    await captureWithAttempt(deps, {
      transactionId,
      amountCents: 9900,
      orderUuid,
      orderId: null,
      sessionId: 'session-b',
    });
    await voidWithAttempt(deps, {
      transactionId,
      orderUuid,
      orderId: null,
      sessionId: 'session-b',
    });
    const rows = await listAttempts(t.app.db, { transactionId });
    expect(rows).toMatchObject([
      {
        kind: 'authorize',
        status: 'approved',
        responseCode: '1',
        authCode: auth.result.authCode,
        amountCents: 9900,
        message: '1: This transaction has been approved.',
      },
      { kind: 'capture', status: 'approved', amountCents: 9900 },
      { kind: 'void', status: 'approved', amountCents: null },
    ]);
  });

  it('records declines, refusals and errors with their codes', async () => {
    const orderUuid = randomUUID();
    const declined = await authorizeWithAttempt(deps, {
      amountCents: 500,
      opaqueData: await sandboxOpaqueData(t.app, { zip: '46282' }),
      orderUuid,
      sessionId: null,
    });
    const refused = await authorizeWithAttempt(deps, {
      amountCents: 500,
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'used-or-unknown' },
      orderUuid,
      sessionId: null,
    });
    const captureDeclined =
      declined.result.status === 'declined' && declined.result.transactionId
        ? await captureWithAttempt(deps, {
            transactionId: declined.result.transactionId,
            orderUuid: null,
            orderId: null,
            sessionId: null,
          })
        : undefined;
    expect(captureDeclined?.result).toMatchObject({ status: 'error', reasonCode: '16' });
    expect(refused.result).toMatchObject({ status: 'rejected', code: 'E00114' });
    const rows = await listAttempts(t.app.db, { orderUuid });
    expect(rows.map((r) => [r.kind, r.status, r.responseCode])).toEqual([
      ['authorize', 'declined', '2'],
      ['authorize', 'error', 'E00114'],
    ]);
  });

  it('derives a 20-character invoice number from the order UUID', () => {
    expect(invoiceNumberFor('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0F8FAD5BD9CB469FA165');
  });
});
