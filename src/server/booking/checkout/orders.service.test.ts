import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import type { OrderPaymentHooks, PaymentClaim } from './order-payment';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import { findOrderById } from '../orders/orders.repository';
import { placeOrder } from './orders.service';
import { AMOUNT_MISMATCH } from '../../../shared/booking/messages';

// The plug the payments module uses: a stand-in gateway check that approves what it is told.
function approving(authorizedCents?: number) {
  const seen: { claims: PaymentClaim[]; links: number[] } = { claims: [], links: [] };
  const hooks: OrderPaymentHooks = {
    async verify(_db, claim) {
      seen.claims.push(claim);
      return {
        paymentStatus: claim.paymentStatus,
        transactionId: claim.payment.transactionId,
        authCode: claim.payment.authCode,
        responseCode: claim.payment.responseCode,
        authorizedCents: authorizedCents ?? claim.totalCents,
        capturedCents: null,
      };
    },
    async linkOrder(_trx, link) {
      seen.links.push(link.orderId);
    },
  };
  return { hooks, seen };
}

const payment = {
  transactionId: '40000001',
  authCode: 'ABC123',
  responseCode: '1',
  amount: '1.00',
};

describe.each(testDialects)('placeOrder with card payment hooks on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
  });
  afterAll(() => t.close());

  it('saves an authorized order with the verified transaction, priced by the server', async () => {
    const [slotId] = await addSlots(t.app.db, [5]);
    const submission = {
      ...(await validSubmission(t.app.db, slotId!)),
      payment_status: 'authorized' as const,
      payment,
    };
    const { hooks, seen } = approving();
    const result = await placeOrder(t.app.db, hooks, {
      submission,
      sessionId: 'abc',
      now: new Date(),
    });
    expect(result.created).toBe(true);
    expect(seen.claims[0]).toMatchObject({
      totalCents: 725_00,
      sessionId: 'abc',
      paymentStatus: 'authorized',
    });
    expect(seen.links).toEqual([result.id]);
    const order = await findOrderById(t.app.db, result.id);
    expect(order).toMatchObject({
      paymentStatus: 'authorized',
      paymentMethod: 'pay-now',
      transactionId: '40000001',
      authorizedCents: 725_00,
      totalCents: 725_00,
    });
  });

  it('refuses an order whose authorized amount is not the server total', async () => {
    const [slotId] = await addSlots(t.app.db, [6]);
    const submission = {
      ...(await validSubmission(t.app.db, slotId!)),
      payment_status: 'authorized' as const,
      payment,
    };
    const { hooks } = approving(1_00);
    await expect(
      placeOrder(t.app.db, hooks, { submission, sessionId: null, now: new Date() }),
    ).rejects.toMatchObject({ statusCode: 400, message: AMOUNT_MISMATCH });
  });
});
