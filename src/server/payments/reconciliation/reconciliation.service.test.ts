import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { closeTestApp } from '../../../testing/payments-test-kit';
import { addSlots } from '../../../testing/order-test-kit';
import { insertOrder } from '../../booking/orders/orders.repository';
import {
  type SandboxCard,
  sandboxOpaqueData,
  sandboxTransaction,
} from '../../../testing/sandbox-client';
import { claimAuthorization, findAttempt, listAttempts } from '../payment-attempts.repository';
import { authorizeWithAttempt, captureWithAttempt, type PaymentDeps } from '../payments.service';
import { reconcileOrphanAuthorizations } from './reconciliation.service';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe.each(testDialects)('the orphan-authorization job on %s', (dialect) => {
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

  const authorize = async (card: SandboxCard = {}, amountCents = 10000) => {
    const call = await authorizeWithAttempt(deps, {
      amountCents,
      opaqueData: await sandboxOpaqueData(t.app, card),
      orderUuid: randomUUID(),
      sessionId: 'browser-session',
    });
    const r = call.result;
    return { ...call, transactionId: 'transactionId' in r ? (r.transactionId ?? '') : '' };
  };
  const gatewayStatus = async (id: string) => (await sandboxTransaction(t.app, id)).status;
  const reconcileStatus = async (attemptId: number) =>
    (await findAttempt(t.app.db, attemptId))?.reconcileStatus ?? null;

  it('voids what no order claimed after 30 minutes, and nothing else', async () => {
    const orphan = await authorize();
    const lostInTimeout = await authorize({ zip: '46903' });
    const linked = await authorize();
    await claimAuthorization(
      t.app.db,
      { transactionId: linked.transactionId, orderId: 424242 },
      new Date().toISOString(),
    );
    const inOrders = await authorize();
    const [slotId] = await addSlots(t.app.db, [72]);
    await insertOrder(
      t.app.db,
      {
        orderUuid: randomUUID(),
        slotId: slotId ?? 0,
        userId: null,
        sessionId: null,
        paymentStatus: 'authorized',
        paymentMethod: 'pay-now',
        totalCents: 10000,
        priceLines: [],
        cart: {},
        checkout: {},
        customerEmail: 'dana@example.test',
        customerName: 'Dana Buyer',
        customerPhone: '',
        transactionId: inOrders.transactionId,
        authCode: null,
        responseCode: '1',
        authorizedCents: 10000,
        capturedCents: null,
      },
      new Date().toISOString(),
    );
    const captured = await authorize();
    await captureWithAttempt(deps, {
      transactionId: captured.transactionId,
      orderUuid: null,
      orderId: null,
      sessionId: null,
    });
    const declined = await authorize({ zip: '46282' });
    expect(lostInTimeout.result.status).toBe('timeout');

    const early = await reconcileOrphanAuthorizations(deps, { now: minutes(10) });
    expect(early.examined).toBe(0);

    const report = await reconcileOrphanAuthorizations(deps, { now: minutes(31) });
    const lostId = report.voided.find((id) => id !== orphan.transactionId) ?? '';
    expect(report.voided).toHaveLength(2);
    expect(report.voided).toContain(orphan.transactionId);
    expect(await gatewayStatus(orphan.transactionId)).toBe('voided');
    expect(await gatewayStatus(lostId)).toBe('voided');
    expect(await gatewayStatus(linked.transactionId)).toBe('authorizedPendingCapture');
    expect(await gatewayStatus(inOrders.transactionId)).toBe('authorizedPendingCapture');
    expect(await gatewayStatus(captured.transactionId)).toBe('capturedPendingSettlement');

    expect(await reconcileStatus(orphan.attemptId)).toBe('voided');
    expect(await reconcileStatus(lostInTimeout.attemptId)).toBe('voided');
    expect(await reconcileStatus(linked.attemptId)).toBeNull();
    expect(await reconcileStatus(inOrders.attemptId)).toBe('kept');
    expect(await reconcileStatus(captured.attemptId)).toBe('kept');
    expect(await reconcileStatus(declined.attemptId)).toBeNull();
    const voids = await listAttempts(t.app.db, { transactionId: orphan.transactionId });
    expect(voids.map((a) => [a.kind, a.status])).toEqual([
      ['authorize', 'approved'],
      ['void', 'approved'],
    ]);

    const again = await reconcileOrphanAuthorizations(deps, { now: minutes(32) });
    expect(again.examined).toBe(0);
  });

  it('voids each orphan once when several processes run at the same time', async () => {
    const orphan = await authorize({}, 7700);
    const runs = await Promise.all(
      [1, 2, 3].map(() => reconcileOrphanAuthorizations(deps, { now: minutes(33) })),
    );
    expect(runs.flatMap((r) => r.voided)).toEqual([orphan.transactionId]);
    const attempts = await listAttempts(t.app.db, { transactionId: orphan.transactionId });
    expect(attempts.filter((a) => a.kind === 'void')).toHaveLength(1);
  });

  it('retries a failing void, then leaves it to staff after five tries', async () => {
    const stubborn = await authorize({ zip: '46902' }, 6600);
    const outcomes: (string | null)[] = [];
    for (let i = 0; i < 5; i += 1) {
      await reconcileOrphanAuthorizations(deps, { now: minutes(40 + i * 11) });
      outcomes.push(await reconcileStatus(stubborn.attemptId));
    }
    expect(outcomes).toEqual(['retry', 'retry', 'retry', 'retry', 'failed']);
    expect(await gatewayStatus(stubborn.transactionId)).toBe('authorizedPendingCapture');
    const later = await reconcileOrphanAuthorizations(deps, { now: minutes(200) });
    expect(later.examined).toBe(0);
  });

  it('lets an order claim an authorization only while the job has not taken it', async () => {
    const early = await authorize();
    expect(
      await claimAuthorization(
        t.app.db,
        { transactionId: early.transactionId, orderId: 1 },
        new Date().toISOString(),
      ),
    ).toBe(true);
    const late = await authorize();
    await reconcileOrphanAuthorizations(deps, { now: minutes(300) });
    expect(
      await claimAuthorization(
        t.app.db,
        { transactionId: late.transactionId, orderId: 2 },
        new Date().toISOString(),
      ),
    ).toBe(false);
  });
});
