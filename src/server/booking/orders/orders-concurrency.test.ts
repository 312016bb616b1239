import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, type TestAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import { SLOT_TAKEN } from '../../../shared/booking/messages';

const URL = '/cms-admin/api/inspection_orders.php';

describe.each(testDialects)('double booking on %s', (dialect) => {
  let t: TestApp;
  let agents: TestAgent[];
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
    agents = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const agent = createAgent(t.app);
        await agent.get('/cms-admin/api/session.php');
        return agent;
      }),
    );
  });
  afterAll(() => t.close());

  it('50 orders at once for one slot: exactly one is saved, the others get 409', async () => {
    const [slotId] = await addSlots(t.app.db, [48]);
    const bodies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        validSubmission(t.app.db, slotId!, `racer${i}@example.test`),
      ),
    );
    const results = await Promise.all(
      bodies.map((b, i) => agents[i % agents.length]!.post(URL, b)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({ error: SLOT_TAKEN });
    const active = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('slot_id', '=', slotId!)
      .where('booking_status', '=', 'active')
      .execute();
    expect(active).toHaveLength(1);
  });

  it('the database itself refuses a second active order for a slot', async () => {
    const [slotId] = await addSlots(t.app.db, [49]);
    const row = (uuid: string, status: 'active' | 'cancelled') => ({
      order_uuid: uuid,
      slot_id: slotId!,
      user_id: null,
      session_id: null,
      booking_status: status,
      payment_status: 'pending' as const,
      payment_method: 'pay-later' as const,
      total_cents: 1,
      price_lines: '[]',
      cart: '{}',
      checkout: '{}',
      customer_email: 'x@example.test',
      customer_name: 'X',
      customer_phone: '',
      transaction_id: null,
      auth_code: null,
      response_code: null,
      authorized_cents: null,
      captured_cents: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      cancelled_at: null,
    });
    // Cancelled orders do not hold the slot; a second active one is refused.
    await t.app.db
      .insertInto('orders')
      .values(row('00000000-0000-4000-8000-000000000001', 'cancelled'))
      .execute();
    await t.app.db
      .insertInto('orders')
      .values(row('00000000-0000-4000-8000-000000000002', 'active'))
      .execute();
    await expect(
      t.app.db
        .insertInto('orders')
        .values(row('00000000-0000-4000-8000-000000000003', 'active'))
        .execute(),
    ).rejects.toThrow();
  });
});
