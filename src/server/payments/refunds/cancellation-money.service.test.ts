import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { closeTestApp } from '../../../testing/payments-test-kit';
import { cardPayment, type TestPayment } from '../../../testing/refund-test-kit';
import { sandboxTransaction, settleSandboxNow } from '../../../testing/sandbox-client';
import {
  type CancellationMoneyInput,
  refundsOfOrder,
  settleCancellationMoney,
} from './cancellation-money.service';
import { listAttempts } from '../payment-attempts.repository';
import type { PaymentDeps } from '../payments.service';

// Each way a cancelled order's card money can go, decided from where the gateway says the
// transaction stands, against the sandbox over real HTTP.

describe.each(testDialects)('the money of a cancellation on %s', (dialect) => {
  let t: TestApp;
  let deps: PaymentDeps;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      SEED_DEMO_SLOTS: 'false',
      PAYMENT_TIMEOUT_MS: '1500',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      PAYMENT_REFUND_INTERVAL_MS: '0',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    deps = { db: t.app.db, gateway: t.app.gateway };
  });
  afterAll(() => closeTestApp(t));

  const input = (
    p: TestPayment,
    feeCents: number,
    status: 'authorized' | 'paid',
  ): CancellationMoneyInput => ({
    orderId: p.orderId,
    orderUuid: p.orderUuid,
    transactionId: p.transactionId,
    paymentStatus: status,
    authorizedCents: p.amountCents,
    capturedCents: status === 'paid' ? p.amountCents : null,
    feeCents,
  });
  const gateway = async (id: string) => sandboxTransaction(t.app, id);
  const kinds = async (p: TestPayment) =>
    (await listAttempts(t.app.db, { orderUuid: p.orderUuid })).map((a) => [a.kind, a.status]);

  it('moves nothing for a reservation without payment', async () => {
    const money = await settleCancellationMoney(deps, {
      orderId: 1,
      orderUuid: 'no-card',
      transactionId: null,
      paymentStatus: 'pending',
      authorizedCents: null,
      capturedCents: null,
      feeCents: 7500,
    });
    expect(money).toMatchObject({ outcome: 'nothing', keptCents: 0, paymentStatus: 'pending' });
  });

  it('voids an authorization when no fee is due', async () => {
    const p = await cardPayment(t.app, { amountCents: 30000 });
    const money = await settleCancellationMoney(deps, input(p, 0, 'authorized'));
    expect(money).toMatchObject({
      outcome: 'voided',
      keptCents: 0,
      refundedCents: 0,
      dueCents: 0,
      paymentStatus: 'voided',
      capturedCents: null,
      transactionStatus: 'authorizedPendingCapture',
    });
    expect((await gateway(p.transactionId)).status).toBe('voided');
    expect(await kinds(p)).toEqual([
      ['authorize', 'approved'],
      ['void', 'approved'],
    ]);
  });

  it('captures only the fee of an authorization, releasing the rest', async () => {
    const p = await cardPayment(t.app, { amountCents: 30000 });
    const money = await settleCancellationMoney(deps, input(p, 7500, 'authorized'));
    expect(money).toMatchObject({
      outcome: 'fee-captured',
      keptCents: 7500,
      refundedCents: 0,
      dueCents: 0,
      paymentStatus: 'paid',
      capturedCents: 7500,
    });
    expect(await gateway(p.transactionId)).toMatchObject({
      status: 'capturedPendingSettlement',
      capturedCents: 7500,
    });
  });

  it('voids an unsettled capture whole when no fee is due', async () => {
    const p = await cardPayment(t.app, { amountCents: 30000, capture: true });
    // Our order still says authorized (a capture whose answer was lost): the gateway decides.
    const money = await settleCancellationMoney(deps, input(p, 0, 'authorized'));
    expect(money).toMatchObject({
      outcome: 'voided',
      paymentStatus: 'voided',
      capturedCents: null,
    });
    expect((await gateway(p.transactionId)).status).toBe('voided');
    expect(await refundsOfOrder(deps, p.orderId)).toEqual([]);
  });

  it('records the refund of an unsettled capture minus the fee as due', async () => {
    const p = await cardPayment(t.app, { amountCents: 30000, capture: true });
    const money = await settleCancellationMoney(deps, input(p, 7500, 'paid'));
    expect(money).toMatchObject({
      outcome: 'refund-due',
      keptCents: 7500,
      refundedCents: 0,
      dueCents: 22500,
      paymentStatus: 'paid',
      capturedCents: 30000,
    });
    expect((await gateway(p.transactionId)).status).toBe('capturedPendingSettlement');
    expect(await refundsOfOrder(deps, p.orderId)).toMatchObject([
      { amountCents: 22500, status: 'due', refundTransactionId: null, issuedAt: null },
    ]);
    expect(await kinds(p)).toEqual([
      ['authorize', 'approved'],
      ['capture', 'approved'],
    ]);
  });

  it('refunds a settled capture minus the fee at once', async () => {
    const p = await cardPayment(t.app, { amountCents: 30000, capture: true });
    await settleSandboxNow(t.app);
    const money = await settleCancellationMoney(deps, input(p, 15000, 'paid'));
    expect(money).toMatchObject({
      outcome: 'refunded',
      keptCents: 15000,
      refundedCents: 15000,
      dueCents: 0,
      paymentStatus: 'paid',
      capturedCents: 30000,
      transactionStatus: 'settledSuccessfully',
    });
    const [row] = await refundsOfOrder(deps, p.orderId);
    expect(row).toMatchObject({ amountCents: 15000, status: 'issued' });
    expect(row?.issuedAt).not.toBeNull();
    const refund = await gateway(row?.refundTransactionId ?? '');
    expect(refund).toMatchObject({ status: 'refundPendingSettlement', amountCents: 15000 });
    expect(await kinds(p)).toEqual([
      ['authorize', 'approved'],
      ['capture', 'approved'],
      ['refund', 'approved'],
    ]);
    // Asked again (a retry), nothing more goes back.
    const again = await settleCancellationMoney(deps, input(p, 15000, 'paid'));
    expect(again).toMatchObject({ outcome: 'nothing', refundedCents: 15000, keptCents: 15000 });
    expect(await refundsOfOrder(deps, p.orderId)).toHaveLength(1);
  });

  it('fails without recording anything as done when the gateway refuses the refund', async () => {
    // ZIP 46907: the sandbox refuses this card's refunds (reason 19).
    const p = await cardPayment(t.app, {
      amountCents: 30000,
      capture: true,
      card: { zip: '46907' },
    });
    await settleSandboxNow(t.app);
    const money = await settleCancellationMoney(deps, input(p, 7500, 'paid'));
    expect(money).toMatchObject({
      outcome: 'failed',
      keptCents: 30000,
      refundedCents: 0,
      dueCents: 0,
      paymentStatus: 'paid',
      capturedCents: 30000,
    });
    expect(money.message).toContain('19');
    expect(await refundsOfOrder(deps, p.orderId)).toMatchObject([
      { amountCents: 22500, status: 'failed', refundTransactionId: null },
    ]);
  });

  it('fails when the void is refused, leaving the order as it was', async () => {
    const refused = await cardPayment(t.app, { amountCents: 20000, card: { zip: '46902' } });
    const money = await settleCancellationMoney(deps, input(refused, 0, 'authorized'));
    expect(money).toMatchObject({
      outcome: 'failed',
      paymentStatus: 'authorized',
      capturedCents: null,
    });
    expect(money.message).toContain('19');
  });

  it('fails for a transaction the gateway does not know or cannot settle', async () => {
    const unknown = await settleCancellationMoney(deps, {
      ...input(await cardPayment(t.app, { amountCents: 1000 }), 0, 'authorized'),
      transactionId: '80999999999',
    });
    expect(unknown).toMatchObject({ outcome: 'failed', paymentStatus: 'authorized' });
    expect(unknown.message).toContain('E00040');
    const bad = await cardPayment(t.app, {
      amountCents: 9000,
      capture: true,
      card: { zip: '46906' },
    });
    await settleSandboxNow(t.app);
    const money = await settleCancellationMoney(deps, input(bad, 0, 'paid'));
    expect(money).toMatchObject({ outcome: 'failed', transactionStatus: 'settlementError' });
  });
});
