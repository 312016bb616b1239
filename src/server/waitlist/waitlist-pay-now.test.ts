import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { timeIdOf } from '../../shared/slots/time-id';
import { NO_WORKING_HOURS } from '../../shared/slots/working-hours';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { validSubmission } from '../../testing/order-test-kit';
import { getSiteSettings } from '../settings/settings.service';
import { saveHours } from '../slots/working-hours.service';
import { upsertCustomerUser } from '../users/users.service';
import { runWaitlist } from './waitlist.service';

// Pay now with a waitlist offer's held time from working hours: payment/checkout.php prices the
// held time for the offer's link only (decision 070), as inspection_orders.php does.

const CHECKOUT = '/cms-admin/api/payment/checkout.php';

describe.each(testDialects)('pay now for a held waitlist time on %s', (dialect) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
    agent = createAgent(t.app);
    await agent.get('/cms-admin/api/session.php');
  });
  afterAll(() => t.close());

  it('starts the card checkout with the offer’s token, and refuses it without', async () => {
    const { timeZone } = await getSiteSettings(t.app.db, t.env);
    const office = await upsertCustomerUser(
      t.app.db,
      { email: 'office@example.test', firstName: 'Office', lastName: 'Admin', phone: '' },
      new Date().toISOString(),
    );
    // The business works every day from 8:00 to 18:00, starting visits at 9:00 only.
    await saveHours(t.app.db, { id: office, at: new Date() }, null, {
      ...NO_WORKING_HOURS,
      weekly: Array.from({ length: 7 }, () => [{ from: 8 * 60, to: 18 * 60 }]),
      startTimes: [9 * 60],
    });
    const day = DateTime.now().setZone(timeZone).plus({ days: 10 }).startOf('day');
    const start = day.set({ hour: 9 }).toMillis();
    const email = 'held@example.test';
    const joined = await agent.post('/cms-admin/api/waitlist.php', {
      email,
      zip: '15232',
      firstDay: day.toISODate(),
      lastDay: day.toISODate(),
    });
    expect(joined.statusCode).toBe(201);
    const settings = await getSiteSettings(t.app.db, t.env);
    const report = await runWaitlist(
      t.app.db,
      { settings, publicUrl: t.env.PUBLIC_URL },
      new Date(),
    );
    expect(report.offered).toBe(1);
    const queued = await t.app.db
      .selectFrom('email_log')
      .select('delivery_text')
      .where('to_address', '=', email)
      .where('kind', '=', 'waitlist-offer')
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(queued.delivery_text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    const body = await validSubmission(t.app.db, timeIdOf(start), email);
    const start1 = { slot_id: body.slot_id, cart: body.cart, order_uuid: body.order_uuid };
    expect((await agent.post(CHECKOUT, start1)).statusCode).toBe(409);
    const held = await agent.post(CHECKOUT, { ...start1, waitlist_token: token });
    expect(held.statusCode).toBe(200);
    expect(held.json<{ amount: string }>().amount).toBe(body.cart.totalPriceDecimal);
  });
});
