import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MyPayments, PAY_ORDER_MESSAGES } from '../../../shared/payments/pay-order';
import { SIGN_IN_REQUIRED } from '../../auth/guards';
import { PAY_API, payOrderWorld, type PayOrderWorld } from '../../../testing/pay-order-test-kit';
import { sandboxOpaqueData } from '../../../testing/sandbox-client';
import { createAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { orderPaymentCalls } from '../../payments/payments.service';
import { findOrderById } from '../orders/orders.repository';

// What paying a reserved order refuses: a second charge (twenty tabs at once, or a retry after
// paying), someone else's order, and anyone not signed in.

describe.each(testDialects)('paying a reserved order: refusals on %s', (dialect) => {
  let w: PayOrderWorld;

  beforeAll(async () => {
    w = await payOrderWorld(dialect);
  });
  afterAll(() => w.close());

  it('20 concurrent payments of one order make exactly one authorization', async () => {
    const email = 'payer-race@example.test';
    const order = await w.reserve(email);
    const agent = await w.customer(email);
    // Each attempt as its own tab would have it: a checkout token and a card token of its own.
    const attempts = [];
    for (let i = 0; i < 20; i++) {
      const { checkout_token } = await w.start(agent, order.id);
      attempts.push({ checkout_token, opaqueData: await sandboxOpaqueData(w.t.app) });
    }
    const answers = await Promise.all(
      attempts.map((a) => agent.post(PAY_API.authorize, { order_id: order.id, ...a })),
    );

    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    const refusals = new Set(
      answers.filter((r) => r.statusCode === 409).map((r) => r.json().error),
    );
    for (const message of refusals)
      expect([PAY_ORDER_MESSAGES.inProgress, PAY_ORDER_MESSAGES.alreadyPaid]).toContain(message);
    expect(await w.gatewayTransactions(order.orderUuid)).toHaveLength(1);
    const calls = await orderPaymentCalls(w.t.app.db, order.orderUuid);
    expect(calls.filter((c) => c.kind === 'authorize')).toHaveLength(1);
    expect((await findOrderById(w.t.app.db, order.id))?.paymentStatus).toBe('paid');
  });

  it('a retry after paying answers "already paid" and calls no gateway', async () => {
    const email = 'payer-retry@example.test';
    const order = await w.reserve(email);
    const agent = await w.customer(email);
    const second = await w.start(agent, order.id);
    expect((await w.authorize(agent, order.id)).statusCode).toBe(200);

    const again = await w.authorize(agent, order.id, { checkoutToken: second.checkout_token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: PAY_ORDER_MESSAGES.alreadyPaid });
    const start = await agent.post(PAY_API.start, { order_id: order.id });
    expect(start.statusCode).toBe(409);
    expect(start.json()).toMatchObject({ error: PAY_ORDER_MESSAGES.alreadyPaid });
    expect(await w.gatewayTransactions(order.orderUuid)).toHaveLength(1);
  });

  it('someone else’s order is not found, whatever the call', async () => {
    const order = await w.reserve('owner@example.test');
    const owner = await w.customer('owner@example.test');
    const stranger = await w.customer('stranger@example.test');
    const { checkout_token } = await w.start(owner, order.id);

    const start = await stranger.post(PAY_API.start, { order_id: order.id });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toMatchObject({ error: PAY_ORDER_MESSAGES.notFound });
    const pay = await w.authorize(stranger, order.id, { checkoutToken: checkout_token });
    expect(pay.statusCode).toBe(404);
    expect((await stranger.get(`${PAY_API.receipt}?id=${order.id}`)).statusCode).toBe(404);
    const list = (await stranger.get(PAY_API.list)).json<MyPayments>();
    expect([...list.unpaid, ...list.paid]).toEqual([]);

    // Paid by its owner, it is still nobody else's receipt.
    expect((await w.authorize(owner, order.id, { checkoutToken: checkout_token })).statusCode).toBe(
      200,
    );
    expect((await stranger.get(`${PAY_API.receipt}?id=${order.id}`)).statusCode).toBe(404);
    expect(await w.gatewayTransactions(order.orderUuid)).toHaveLength(1);
  });

  it('refuses anyone not signed in', async () => {
    const order = await w.reserve('owner2@example.test');
    const visitor = createAgent(w.t.app);
    await visitor.get('/cms-admin/api/session.php');
    for (const res of [
      await visitor.get(PAY_API.list),
      await visitor.get(`${PAY_API.receipt}?id=${order.id}`),
      await visitor.post(PAY_API.start, { order_id: order.id }),
      await visitor.post(PAY_API.authorize, {
        order_id: order.id,
        opaqueData: await sandboxOpaqueData(w.t.app),
        checkout_token: 'x'.repeat(43),
      }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: SIGN_IN_REQUIRED });
    }
    // A write without the CSRF header is refused before anything else.
    const owner = await w.customer('owner2@example.test');
    const forged = await owner.post(PAY_API.start, { order_id: order.id }, { 'x-xsrf-token': '' });
    expect(forged.statusCode).toBe(403);
    expect(await w.gatewayTransactions(order.orderUuid)).toEqual([]);
  });
});
