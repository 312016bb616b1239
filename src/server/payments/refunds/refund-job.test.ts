import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { closeTestApp } from '../../../testing/payments-test-kit';
import { cardPayment, type TestPayment } from '../../../testing/refund-test-kit';
import { sandboxTransaction, settleSandboxNow } from '../../../testing/sandbox-client';
import { refundsOfOrder, settleCancellationMoney } from './cancellation-money.service';
import { listAttempts } from '../payment-attempts.repository';
import type { PaymentDeps } from '../payments.service';
import { issueDueRefunds } from './refunds.service';

// A refund recorded as due (the capture was not settled at cancellation) is issued only once the
// capture has settled: by issueDueRefunds directly, by the job's own timer, and exactly once when
// two runs race for it.

describe.each(testDialects)('the refund-due job on %s', (dialect) => {
  let t: TestApp;
  let deps: PaymentDeps;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      SEED_DEMO_SLOTS: 'false',
      PAYMENT_TIMEOUT_MS: '2000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      PAYMENT_REFUND_INTERVAL_MS: '0',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    deps = { db: t.app.db, gateway: t.app.gateway };
  });
  afterAll(() => closeTestApp(t));

  /** A captured order cancelled inside the fee window: 75.00 kept, the rest due. */
  const cancelledWithFee = async (amountCents = 30000): Promise<TestPayment> => {
    const p = await cardPayment(t.app, { amountCents, capture: true });
    const money = await settleCancellationMoney(deps, {
      orderId: p.orderId,
      orderUuid: p.orderUuid,
      transactionId: p.transactionId,
      paymentStatus: 'paid',
      authorizedCents: amountCents,
      capturedCents: amountCents,
      feeCents: 7500,
    });
    expect(money).toMatchObject({ outcome: 'refund-due', dueCents: amountCents - 7500 });
    return p;
  };
  const refundAttempts = async (p: TestPayment) =>
    (await listAttempts(t.app.db, { orderUuid: p.orderUuid })).filter((a) => a.kind === 'refund');

  it('leaves the refund due until the capture settles, then issues it', async () => {
    const p = await cancelledWithFee();
    const before = await issueDueRefunds(deps, new Date());
    expect(before).toMatchObject({ issued: 0, failed: 0 });
    expect(before.stillDue).toBeGreaterThanOrEqual(1);
    expect(await refundsOfOrder(deps, p.orderId)).toMatchObject([{ status: 'due' }]);
    expect(await refundAttempts(p)).toEqual([]);

    await settleSandboxNow(t.app);
    const after = await issueDueRefunds(deps, new Date());
    expect(after.issued).toBeGreaterThanOrEqual(1);
    const [row] = await refundsOfOrder(deps, p.orderId);
    expect(row).toMatchObject({ status: 'issued', amountCents: 22500 });
    expect(await sandboxTransaction(t.app, row?.refundTransactionId ?? '')).toMatchObject({
      status: 'refundPendingSettlement',
      amountCents: 22500,
    });
    // The next batch settles the refund too.
    await settleSandboxNow(t.app);
    expect((await sandboxTransaction(t.app, row?.refundTransactionId ?? '')).status).toBe(
      'refundSettledSuccessfully',
    );
    // Nothing is left to do: another run sends nothing.
    await issueDueRefunds(deps, new Date());
    expect(await refundAttempts(p)).toHaveLength(1);
  });

  it('sends one refund when two runs race for the same due row', async () => {
    const p = await cancelledWithFee(40000);
    await settleSandboxNow(t.app);
    const [a, b] = await Promise.all([
      issueDueRefunds(deps, new Date()),
      issueDueRefunds(deps, new Date()),
    ]);
    expect(a.issued + b.issued).toBe(1);
    const attempts = await refundAttempts(p);
    expect(attempts.map((x) => x.status)).toEqual(['approved']);
    expect(await refundsOfOrder(deps, p.orderId)).toMatchObject([
      { status: 'issued', amountCents: 32500 },
    ]);
  });

  it('marks the row failed when the capture was voided meanwhile', async () => {
    const p = await cancelledWithFee();
    await t.app.gateway.void({ transactionId: p.transactionId });
    const report = await issueDueRefunds(deps, new Date());
    expect(report.failed).toBeGreaterThanOrEqual(1);
    const [row] = await refundsOfOrder(deps, p.orderId);
    expect(row).toMatchObject({ status: 'failed', refundTransactionId: null });
    expect(row?.message).toContain('voided');
    expect(await refundAttempts(p)).toEqual([]);
  });
});

describe.each(testDialects)('the refund-due timer on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      SEED_DEMO_SLOTS: 'false',
      PAYMENT_TIMEOUT_MS: '2000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      PAYMENT_REFUND_INTERVAL_MS: '100',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => closeTestApp(t));

  it('issues a due refund by itself once the capture has settled', async () => {
    const deps = { db: t.app.db, gateway: t.app.gateway };
    const p = await cardPayment(t.app, { amountCents: 20000, capture: true });
    await settleCancellationMoney(deps, {
      orderId: p.orderId,
      orderUuid: p.orderUuid,
      transactionId: p.transactionId,
      paymentStatus: 'paid',
      authorizedCents: 20000,
      capturedCents: 20000,
      feeCents: 15000,
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(await refundsOfOrder(deps, p.orderId)).toMatchObject([{ status: 'due' }]);
    await settleSandboxNow(t.app);
    const deadline = Date.now() + 10_000;
    while ((await refundsOfOrder(deps, p.orderId))[0]?.status !== 'issued') {
      if (Date.now() > deadline) throw new Error('the job did not issue the due refund');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await refundsOfOrder(deps, p.orderId)).toMatchObject([
      { status: 'issued', amountCents: 5000 },
    ]);
  });
});
