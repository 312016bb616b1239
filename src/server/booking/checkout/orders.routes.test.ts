import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher, waitForMail } from '../../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { PAYMENT_NOT_VERIFIED } from '../../payments/order-authorization.service';
import { authorizeCard } from '../../../testing/payments-test-kit';
import { findUserByEmail } from '../../users/users.repository';
import { setSetting } from '../../settings/settings.repository';
import { siteSettingKey } from '../../settings/settings.service';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import { countOrders, findOrderById } from '../orders/orders.repository';
import {
  SLOT_TAKEN,
  SLOT_PASSED,
  SLOT_UNKNOWN,
  ORDER_UUID_REUSED,
} from '../../../shared/booking/messages';

const URL = '/cms-admin/api/inspection_orders.php';

describe.each(testDialects)('inspection_orders.php on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SEED_DEMO_SLOTS: 'false',
      SMTP_URL: catcher.url,
      BUSINESS_EMAIL: 'office@example.test',
      // These tests book many dates from one address; the limits have tests of their own.
      UNPAID_RESERVATIONS_PER_EMAIL: '100',
      UNPAID_RESERVATIONS_PER_IP_DAY: '100',
    });
    agent = createAgent(t.app);
    await agent.get('/cms-admin/api/session.php');
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('saves a pay-later order as pending, links the customer and answers its id', async () => {
    const [slotId] = await addSlots(t.app.db, [30]);
    const body = await validSubmission(t.app.db, slotId!, 'Dana.Pending@Example.test');
    const res = await agent.post(URL, body);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    expect(Object.keys(res.json() as object)).toEqual(['id']);
    const order = await findOrderById(t.app.db, id);
    expect(order).toMatchObject({
      slotId,
      bookingStatus: 'active',
      paymentStatus: 'pending',
      paymentMethod: 'pay-later',
      // Under 1,500 sq ft 375 + built 2000 or later 0 + pest 75 + radon 125 + 1 unit 150.
      totalCents: 725_00,
      customerEmail: 'dana.pending@example.test',
      customerName: 'Dana Buyer',
    });
    expect(JSON.parse(order!.checkoutJson)).toMatchObject({
      firstName: 'Dana',
      phone: '(412) 555-0100',
    });
    const cart = JSON.parse(order!.cartJson) as Record<string, unknown>;
    expect(cart).toMatchObject({
      selectedSlotId: slotId,
      totalPrice: '$725.00',
      address1: '12 Walnut St',
    });
    const lines = JSON.parse(order!.priceLinesJson) as { slug: string; amountCents: number }[];
    expect(lines.map((l) => l.slug)).toEqual([
      'size-under-1500',
      'built-2000-later',
      'pest-inspection',
      'radon-inspection',
      'additional-unit',
    ]);
    const user = await findUserByEmail(t.app.db, 'dana.pending@example.test');
    expect(user).toMatchObject({ firstName: 'Dana', lastName: 'Buyer', roles: [] });
    expect(order!.userId).toBe(user!.id);
  });

  it('links an order to an existing account without changing that account', async () => {
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('users')
      .values({
        email: 'owner.kept@example.test',
        first_name: 'Olive',
        last_name: '',
        phone: '',
        roles: '[]',
        failed_code_count: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const [slotId] = await addSlots(t.app.db, [43]);
    const body = await validSubmission(t.app.db, slotId!, 'OWNER.kept@example.test');
    const res = await agent.post(URL, body);
    expect(res.statusCode).toBe(201);
    const user = await findUserByEmail(t.app.db, 'owner.kept@example.test');
    expect(user).toMatchObject({ firstName: 'Olive', lastName: '', phone: '' });
    const order = await findOrderById(t.app.db, (res.json() as { id: number }).id);
    expect(order!.userId).toBe(user!.id);
  });

  it('e-mails the customer (with calendar entry and cancellation policy) and the business', async () => {
    const [slotId] = await addSlots(t.app.db, [31]);
    const body = await validSubmission(t.app.db, slotId!, 'mail.customer@example.test');
    const res = await agent.post(URL, body);
    const { id } = res.json() as { id: number };
    const mail = await waitForMail(catcher, 'mail.customer@example.test', /reserved/);
    expect(mail.text).toContain(`Reservation number: ${id}`);
    expect(mail.text).toContain('Cancellation is free until 5:00 PM ET on the day of booking.');
    expect(mail.text).toContain(
      'Cancelling less than 48 hours before the inspection costs $75.00, or $150.00 for a full-day appointment.',
    );
    expect(mail.text).toContain('Total: $725.00');
    expect(mail.text).toMatch(/(EST|EDT)/);
    const ics = mail.attachments.find((a) => a.filename === 'inspection.ics');
    expect(ics?.mimeType).toBe('text/calendar');
    expect(ics?.content).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T\d{6}/);
    const notice = await waitForMail(catcher, 'office@example.test', new RegExp(`#${id}`));
    expect(notice.text).toContain('mail.customer@example.test');
    expect(notice.text).toContain('Realtor access: No');
    expect(catcher.mails.some((m) => m.subject.startsWith('Inspection access needed'))).toBe(false);
  });

  it('sends the business notice to the address of the Advanced settings once changed', async () => {
    await setSetting(t.app.db, siteSettingKey('email'), 'bookings@example.test');
    try {
      const [slotId] = await addSlots(t.app.db, [33]);
      const body = await validSubmission(t.app.db, slotId!, 'notice.moved@example.test');
      const { id } = (await agent.post(URL, body)).json() as { id: number };
      await waitForMail(catcher, 'bookings@example.test', new RegExp(`#${id}`));
    } finally {
      await setSetting(t.app.db, siteSettingKey('email'), 'office@example.test');
    }
  });

  it('e-mails the realtor when realtor access is "yes"', async () => {
    const [slotId] = await addSlots(t.app.db, [32]);
    const body = await validSubmission(t.app.db, slotId!, 'with.realtor@example.test');
    body.checkout = {
      ...body.checkout,
      realtorAccess: 'yes',
      realtorFirstName: 'Rae',
      realtorLastName: 'Agent',
      realtorEmail: 'rae.agent@realty.test',
      realtorPhone: '412-555-0199',
      detachedGarage: true,
    };
    expect((await agent.post(URL, body)).statusCode).toBe(201);
    const mail = await waitForMail(catcher, 'rae.agent@realty.test', /Inspection access needed/);
    expect(mail.text).toContain('Hello Rae,');
    expect(mail.text).toContain('12 Walnut St, Pittsburgh, PA 15232');
    expect(mail.text).toContain('Detached garage: Yes');
  });

  it('takes a booked slot out of every slot list', async () => {
    const [booked, free] = await addSlots(t.app.db, [33, 34]);
    await agent.post(URL, await validSubmission(t.app.db, booked!, 'lists@example.test'));
    const res = await t.app.inject('/cms-admin/api/get_slots.php?future=true&limit=1000');
    const ids = (res.json() as { id: number }[]).map((s) => s.id);
    expect(ids).toContain(free);
    expect(ids).not.toContain(booked);
  });

  it('ignores a tampered total: the server prices from its own services', async () => {
    const [slotId] = await addSlots(t.app.db, [35]);
    const body = await validSubmission(t.app.db, slotId!, 'tamper@example.test');
    body.cart = {
      ...body.cart,
      totalPrice: '$1.00',
      totalPriceDecimal: '1.00',
      homeSize: { ...body.cart.homeSize, price: 0.01 },
      selectedAddons: [],
    };
    const res = await agent.post(URL, { ...body, amount: '1.00', total: 1 });
    expect(res.statusCode).toBe(201);
    const order = await findOrderById(t.app.db, (res.json() as { id: number }).id);
    expect(order?.totalCents).toBe(725_00);
    expect(JSON.parse(order!.cartJson)).toMatchObject({
      totalPrice: '$725.00',
      totalPriceDecimal: '725.00',
    });
  });

  it('refuses an unknown, a past and a taken slot', async () => {
    const unknown = await agent.post(URL, await validSubmission(t.app.db, 999_999));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: SLOT_UNKNOWN,
      fields: { slot_id: SLOT_UNKNOWN },
    });

    const [past] = await addSlots(t.app.db, [-1]);
    const late = await agent.post(URL, await validSubmission(t.app.db, past!));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: SLOT_PASSED });

    const [slotId] = await addSlots(t.app.db, [36]);
    expect((await agent.post(URL, await validSubmission(t.app.db, slotId!))).statusCode).toBe(201);
    const taken = await agent.post(
      URL,
      await validSubmission(t.app.db, slotId!, 'second@example.test'),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: SLOT_TAKEN });
  });

  it('refuses a disabled service or a radon-early without radon', async () => {
    const [slotId] = await addSlots(t.app.db, [37]);
    const body = await validSubmission(t.app.db, slotId!);
    await t.app.db
      .updateTable('services')
      .set({ enabled: 0 })
      .where('slug', '=', 'pest-inspection')
      .execute();
    try {
      const res = await agent.post(URL, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        fields: { 'cart.addons.pest-inspection': expect.any(String) },
      });
    } finally {
      await t.app.db
        .updateTable('services')
        .set({ enabled: 1 })
        .where('slug', '=', 'pest-inspection')
        .execute();
    }
    const radon = { ...body, cart: { ...body.cart, addons: { 'radon-early': true } } };
    const res = await agent.post(URL, radon);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: {
        'cart.addons.radon-early': 'Early radon results are only available with the radon test.',
      },
    });
  });

  it('answers the same order for the same order_uuid, never a second one', async () => {
    const [slotId] = await addSlots(t.app.db, [38]);
    const body = await validSubmission(t.app.db, slotId!, 'retry@example.test');
    const before = await countOrders(t.app.db);
    const first = await agent.post(URL, body);
    const again = await agent.post(URL, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const together = await Promise.all(
      Array.from({ length: 5 }, async () => agent.post(URL, { ...body })),
    );
    for (const r of together) expect(r.json()).toEqual(first.json());
    expect(await countOrders(t.app.db)).toBe(before + 1);

    // The same order_uuid for another date is no retry: it must not be told it was saved.
    const [otherSlot] = await addSlots(t.app.db, [41]);
    const other = await validSubmission(t.app.db, otherSlot!, 'retry@example.test');
    const reused = await agent.post(URL, { ...other, order_uuid: body.order_uuid });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: ORDER_UUID_REUSED });
  });

  it('records the payment method that actually happened, whatever the form said', async () => {
    const [slotId] = await addSlots(t.app.db, [42]);
    const body = await validSubmission(t.app.db, slotId!, 'mismatch@example.test');
    const res = await agent.post(URL, {
      ...body,
      checkout: { ...body.checkout, paymentMethod: 'pay-now' },
    });
    expect(res.statusCode).toBe(201);
    const order = await findOrderById(t.app.db, (res.json() as { id: number }).id);
    expect(order?.paymentMethod).toBe('pay-later');
    expect(JSON.parse(order!.checkoutJson).paymentMethod).toBe('pay-later');
  });

  it('saves a card order only for an authorization this server made for it', async () => {
    const [slotId] = await addSlots(t.app.db, [39]);
    const payLater = await validSubmission(t.app.db, slotId!, 'card@example.test');
    const body = { ...payLater, checkout: { ...payLater.checkout, paymentMethod: 'pay-now' } };
    const madeUp = await agent.post(URL, {
      ...body,
      payment_status: 'authorized',
      payment: { transactionId: '123', authCode: 'A1', responseCode: '1', amount: '725.00' },
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toEqual({ error: PAYMENT_NOT_VERIFIED });

    const auth = await authorizeCard(t, agent, body);
    const { transactionId, authCode, responseCode } = auth.json<Record<string, string>>();
    const payment = { transactionId, authCode, responseCode, amount: '725.00' };
    const res = await agent.post(URL, { ...body, payment_status: 'authorized', payment });
    expect(res.statusCode).toBe(201);
    const order = await findOrderById(t.app.db, (res.json() as { id: number }).id);
    expect(order).toMatchObject({
      paymentStatus: 'authorized',
      paymentMethod: 'pay-now',
      transactionId,
      authorizedCents: 725_00,
      capturedCents: null,
    });
  });

  it('shows the reservation only to the session that placed it', async () => {
    const [slotId] = await addSlots(t.app.db, [40]);
    const res = await agent.post(
      URL,
      await validSubmission(t.app.db, slotId!, 'reader@example.test'),
    );
    const { id } = res.json() as { id: number };
    const mine = await agent.get(`${URL}?id=${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      slot: { id: slotId },
      bookingStatus: 'active',
      paymentStatus: 'pending',
      total: '$725.00',
      firstName: 'Dana',
    });
    const stranger = createAgent(t.app);
    await stranger.get('/cms-admin/api/session.php');
    const theirs = await stranger.get(`${URL}?id=${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Reservation not found.' });
    expect((await t.app.inject(`${URL}?id=${id}`)).statusCode).toBe(404);
    expect((await agent.get(`${URL}?id=abc`)).statusCode).toBe(400);
  });
});
