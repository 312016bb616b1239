import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, postForm } from '../../../testing/admin-testing';
import { browserAt } from '../../../testing/checkout-limits-test-kit';
import { validSubmission } from '../../../testing/order-test-kit';
import {
  flashOf,
  ORDERS_URL,
  type OrdersWorld,
  ordersWorld,
} from '../../../testing/orders-admin-test-kit';
import { authorizeCard, startCheckout } from '../../../testing/payments-test-kit';
import { waitForMail } from '../../../testing/smtp-catcher';
import type { TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { listAudit } from '../../audit/audit.service';
import { findOrderById } from '../orders/orders.repository';
import { tooManyForEmail, tooManyFromIp } from './unpaid-limits.service';

// Slot hoarding: reservations without payment are limited per e-mail (open ones) and per client
// address (a day), with the defaults 2 and 5, settable under Advanced; a card checkout is not one.
// Staff see the open ones and cancel them in one step, each e-mailed and audited.

const ORDERS = '/cms-admin/api/inspection_orders.php';
const ADVANCED = '/cms-admin/advanced.php';

describe.each(testDialects)('reservations without payment on %s', (dialect) => {
  let w: OrdersWorld;
  let ipCounter = 0;
  let hours = 24 * 10;
  const freshBrowser = () => browserAt(w.t.app, `192.0.2.${++ipCounter}`);
  const slot = async () => {
    hours += 1;
    const row = await w.t.app.db
      .insertInto('slots')
      .values({
        starts_at: new Date(Date.now() + hours * 3_600_000).toISOString(),
        title: 'Limits test',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const reserve = async (browser: TestAgent, email: string) =>
    browser.post(ORDERS, await validSubmission(w.t.app.db, await slot(), email));

  beforeAll(async () => {
    w = await ordersWorld(dialect);
  });
  afterAll(() => w.close());

  it('refuses the 3rd open reservation without payment for one e-mail, naming it', async () => {
    const browser = await freshBrowser();
    expect((await reserve(browser, 'hoarder@example.test')).statusCode).toBe(201);
    // The same address written otherwise is the same e-mail.
    expect((await reserve(await freshBrowser(), 'Hoarder@Example.TEST')).statusCode).toBe(201);
    const third = await reserve(await freshBrowser(), 'hoarder@example.test');
    const message = tooManyForEmail('hoarder@example.test', 2);
    expect([third.statusCode, third.json()]).toEqual([
      409,
      { error: message, fields: { 'checkout.email': message } },
    ]);
    expect(message).toContain('hoarder@example.test');
    expect((await reserve(browser, 'someone-else@example.test')).statusCode).toBe(201);
  });

  it('does not count a card checkout: in progress, or paid', async () => {
    const email = 'card-payer@example.test';
    for (let i = 0; i < 2; i += 1)
      expect((await reserve(await freshBrowser(), email)).statusCode).toBe(201);
    const browser = await freshBrowser();
    // A checkout started for the same e-mail holds nothing; the card order goes through.
    const started = await validSubmission(w.t.app.db, await slot(), email);
    await startCheckout(browser, started);
    const paying = await validSubmission(w.t.app.db, await slot(), email);
    const auth = (await authorizeCard(w.t, browser, paying)).json<Record<string, string>>();
    const saved = await browser.post(ORDERS, {
      ...paying,
      payment_status: 'authorized',
      payment: { ...auth, amount: paying.cart.totalPriceDecimal },
    });
    expect(saved.statusCode).toBe(201);
    expect((await reserve(browser, email)).statusCode).toBe(409);
  });

  it('refuses the 6th reservation without payment from one network in a day', async () => {
    const ip = '198.18.0.9';
    for (let i = 0; i < 5; i += 1) {
      const res = await reserve(await browserAt(w.t.app, ip), `net-${i}@example.test`);
      expect(res.statusCode).toBe(201);
    }
    const sixth = await reserve(await browserAt(w.t.app, ip), 'net-5@example.test');
    expect([sixth.statusCode, sixth.json()]).toEqual([429, { error: tooManyFromIp(5) }]);
    expect((await reserve(await freshBrowser(), 'net-5@example.test')).statusCode).toBe(201);
  });

  it('takes new limits from Advanced at once, audited', async () => {
    const page = await w.admin.get(ADVANCED);
    expect(page.body).toContain('Reservations without payment');
    expect(page.body).toContain('Declined card attempts');
    const bad = await w.post(
      { action: 'limits', unpaidPerEmail: '0', unpaidPerIpDay: '5' },
      ADVANCED,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Open reservations without payment per e-mail must be at least 1.');
    const res = await w.post(
      { action: 'limits', unpaidPerEmail: '3', unpaidPerIpDay: '5' },
      ADVANCED,
    );
    expect(res.statusCode).toBe(303);
    expect(flashOf(res)).toBe('Limits saved. New reservations use them at once.');
    expect((await reserve(await freshBrowser(), 'hoarder@example.test')).statusCode).toBe(201);
    const [entry] = await listAudit(w.t.app.db, { limit: 1, entity: 'settings' });
    expect(entry).toMatchObject({
      action: 'update',
      entityId: 'reservation-limits',
      details: { unpaidPerEmail: { from: 2, to: 3 } },
    });
  });

  it('lists the open ones for staff and cancels them in one step, e-mailed and audited', async () => {
    const list = await w.admin.get(ORDERS_URL);
    expect(list.body).toContain('Review or cancel them');
    const view = await w.admin.get(`${ORDERS_URL}?view=unpaid`);
    expect(view.statusCode).toBe(200);
    const ids = [...view.body.matchAll(/aria-label="Cancel order #(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const [one, two, three] = ids as [number, number, number];

    const single = await w.post(
      { action: 'cancel-unpaid', only: String(one) },
      `${ORDERS_URL}?view=unpaid`,
    );
    expect(single.statusCode).toBe(303);
    expect(flashOf(single)).toBe(
      `Cancelled #${one}; the dates are free for booking again and each customer was e-mailed.`,
    );
    const bulk = await postForm(w.t.app, w.admin, `${ORDERS_URL}?view=unpaid`, {
      _csrf: csrfOf(w.admin),
      action: 'cancel-unpaid',
      ids: [String(two), String(three), String(one)],
    });
    expect(flashOf(bulk)).toContain(`Cancelled #${two}, #${three}`);
    expect(flashOf(bulk)).toContain(`Order #${one} was not cancelled`);

    for (const id of [one, two, three]) {
      const order = await findOrderById(w.t.app.db, id);
      expect(order).toMatchObject({ bookingStatus: 'cancelled', paymentStatus: 'pending' });
      await waitForMail(w.catcher, order?.customerEmail ?? '', /is cancelled$/);
      const [entry] = await listAudit(w.t.app.db, {
        limit: 1,
        entity: 'order',
        entityId: String(id),
      });
      expect(entry).toMatchObject({ action: 'cancel', details: { money: { outcome: 'nothing' } } });
    }
    const after = await w.admin.get(`${ORDERS_URL}?view=unpaid`);
    expect(after.body).not.toContain(`aria-label="Cancel order #${one}"`);
  });
});
