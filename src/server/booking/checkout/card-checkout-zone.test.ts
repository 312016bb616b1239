import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { timeIdOf } from '../../../shared/slots/time-id';
import { NO_WORKING_HOURS } from '../../../shared/slots/working-hours';
import { createAgent, type TestAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { validSubmission } from '../../../testing/order-test-kit';
import { setSiteSetting } from '../../settings/settings.service';
import { saveHours } from '../../slots/working-hours.service';
import { upsertCustomerUser } from '../../users/users.service';

// Pay now's first step prices a time from working hours in the business's time zone (Advanced),
// as saving the order does: 9:00 in a zone far from the default is a time the hours give.

const CHECKOUT = '/cms-admin/api/payment/checkout.php';
const ZONE = 'Pacific/Kiritimati';

describe.each(testDialects)('card checkout in the business’s time zone on %s', (dialect) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
    agent = createAgent(t.app);
    await agent.get('/cms-admin/api/session.php');
  });
  afterAll(() => t.close());

  it('accepts 9:00 of the business’s zone, which is not 9:00 in the default zone', async () => {
    await setSiteSetting(t.app.db, 'timeZone', ZONE);
    const office = await upsertCustomerUser(
      t.app.db,
      { email: 'office@example.test', firstName: 'Office', lastName: 'Admin', phone: '' },
      new Date().toISOString(),
    );
    await saveHours(t.app.db, { id: office, at: new Date() }, null, {
      ...NO_WORKING_HOURS,
      weekly: Array.from({ length: 7 }, () => [{ from: 8 * 60, to: 18 * 60 }]),
      startTimes: [9 * 60],
    });
    const start = DateTime.now().setZone(ZONE).plus({ days: 10 }).set({ hour: 9, minute: 0 });
    const listed = await agent.get('/cms-admin/api/get_slots.php?future=true&limit=50');
    expect(listed.json<{ id: number }[]>().map((s) => s.id)).toContain(
      timeIdOf(start.startOf('minute').toMillis()),
    );

    const body = await validSubmission(t.app.db, timeIdOf(start.startOf('minute').toMillis()));
    const res = await agent.post(CHECKOUT, {
      slot_id: body.slot_id,
      cart: body.cart,
      order_uuid: body.order_uuid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ amount: string }>().amount).toBe(body.cart.totalPriceDecimal);
  });
});
