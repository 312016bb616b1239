import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, type TestAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import { findOrderById } from '../../booking/orders/orders.repository';
import { type SandboxCard, sandboxTransaction } from '../../../testing/sandbox-client';
import { findApprovedAuthorization, listAttempts } from '../payment-attempts.repository';
import { authorizeCard, closeTestApp } from '../../../testing/payments-test-kit';

// The periodic job as it runs in production (its own timer, the sandbox over HTTP), after
// checkouts made through the API: it voids only authorizations no order claimed within 30 minutes.

type Authorized = { transactionId: string; authCode: string; responseCode: string };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe.each(testDialects)('the reconciliation timer on %s', (dialect) => {
  let t: TestApp;
  let browser: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      SEED_DEMO_SLOTS: 'false',
      PAYMENT_TIMEOUT_MS: '2000',
      PAYMENT_RECONCILE_INTERVAL_MS: '150',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = createAgent(t.app);
    await browser.get('/cms-admin/api/session.php');
  });
  afterAll(() => closeTestApp(t));

  const checkout = async (card: SandboxCard = {}) => {
    const [slotId] = await addSlots(t.app.db, [24 * 5 + Math.random() * 24]);
    const submission = await validSubmission(t.app.db, slotId ?? 0, 'late@example.test');
    const total = submission.cart.totalPriceDecimal;
    const res = await authorizeCard(t, browser, submission, { card });
    const auth = res.json<Authorized>();
    const save = async () =>
      (
        await browser.post('/cms-admin/api/inspection_orders.php', {
          ...submission,
          payment_status: 'authorized',
          payment: { ...auth, amount: total },
        })
      ).json<{ id: number }>().id;
    return { status: res.statusCode, auth, save, orderUuid: submission.order_uuid };
  };
  /** Moves a checkout's authorize attempt back in time, as if it was made `minutes` ago. */
  const age = async (orderUuid: string, minutes: number) =>
    t.app.db
      .updateTable('payment_attempts')
      .set({ created_at: minutesAgo(minutes) })
      .where('order_uuid', '=', orderUuid)
      .where('kind', '=', 'authorize')
      .execute();
  const gatewayStatus = async (id: string) => (await sandboxTransaction(t.app, id)).status;
  const reconcileStatus = async (transactionId: string) =>
    (await findApprovedAuthorization(t.app.db, transactionId))?.reconcileStatus ?? null;

  it('voids the abandoned authorization and records it, leaving every other one alone', async () => {
    const saved = await checkout();
    const orderId = await saved.save();
    const released = await checkout();
    await browser.post('/cms-admin/api/payment/void.php', {
      transactionId: released.auth.transactionId,
    });
    const abandoned = await checkout();
    const recent = await checkout();
    const declined = await checkout({ zip: '46282' });
    expect(declined.status).toBe(402);
    for (const c of [saved, released, abandoned, declined]) await age(c.orderUuid, 31);
    await age(recent.orderUuid, 10);

    const deadline = Date.now() + 10_000;
    while ((await reconcileStatus(abandoned.auth.transactionId)) !== 'voided') {
      if (Date.now() > deadline) throw new Error('the job did not void the abandoned one');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Give the job a few more rounds to prove it leaves the rest alone.
    await new Promise((r) => setTimeout(r, 600));

    expect(await gatewayStatus(abandoned.auth.transactionId)).toBe('voided');
    const voids = await listAttempts(t.app.db, { transactionId: abandoned.auth.transactionId });
    expect(voids.map((a) => [a.kind, a.status])).toEqual([
      ['authorize', 'approved'],
      ['void', 'approved'],
    ]);
    expect(await gatewayStatus(saved.auth.transactionId)).toBe('authorizedPendingCapture');
    expect(await reconcileStatus(saved.auth.transactionId)).toBeNull();
    expect(await findOrderById(t.app.db, orderId)).toMatchObject({ paymentStatus: 'authorized' });
    expect(await reconcileStatus(released.auth.transactionId)).toBe('voided');
    expect(
      (await listAttempts(t.app.db, { transactionId: released.auth.transactionId })).filter(
        (a) => a.kind === 'void',
      ),
    ).toHaveLength(1);
    expect(await gatewayStatus(recent.auth.transactionId)).toBe('authorizedPendingCapture');
    expect(await reconcileStatus(recent.auth.transactionId)).toBeNull();
    const declinedAttempts = await listAttempts(t.app.db, { orderUuid: declined.orderUuid });
    expect(declinedAttempts.map((a) => [a.kind, a.status])).toEqual([['authorize', 'declined']]);

    // The authorized order saved long ago is still captured on demand, for its own total.
    const capture = await browser.post('/cms-admin/api/payment/capture.php', {
      transactionId: saved.auth.transactionId,
      order_id: orderId,
    });
    expect(capture.json()).toEqual({ paymentStatus: 'paid' });
  });
});
