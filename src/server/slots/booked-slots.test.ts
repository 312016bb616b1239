import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { placeOrder } from '../booking/checkout/orders.service';
import { payLaterOnly } from '../../testing/order-test-kit';
import { listSlots } from './bookable-slots.repository';

describe.each(testDialects)('booked slots on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
  });
  afterAll(() => t.close());

  it('leave every slot list while their order is active, and come back when it is cancelled', async () => {
    const [a, b, c] = await addSlots(t.app.db, [10, 20, 30]);
    const submission = await validSubmission(t.app.db, b!);
    const placed = await placeOrder(t.app.db, payLaterOnly, {
      submission,
      sessionId: null,
      now: new Date(),
    });
    const ids = async () =>
      (await listSlots(t.app.db, { from: new Date().toISOString(), limit: 50 })).map((s) => s.id);
    expect(await ids()).toEqual([a, c]);
    // The limit counts bookable slots only.
    expect((await listSlots(t.app.db, { limit: 2 })).map((s) => s.id)).toEqual([a, c]);

    await t.app.db
      .updateTable('orders')
      .set({ booking_status: 'cancelled', cancelled_at: new Date().toISOString() })
      .where('id', '=', placed.id)
      .execute();
    expect(await ids()).toEqual([a, b, c]);
  });
});
