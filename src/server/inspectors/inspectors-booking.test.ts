import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicInspector } from '../../shared/inspectors/inspector';
import type { Slot } from '../../shared/slots/slot';
import { adminSuite, signedInCustomer } from '../../testing/admin-testing';
import { addInspector, postSlot, wallClockIn } from '../../testing/inspectors-test-kit';
import { validSubmission } from '../../testing/order-test-kit';
import { waitForMail } from '../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { findOrderById } from '../booking/orders/orders.repository';
import { findInspector } from './inspectors.service';
import { SLOT_TAKEN, SLOT_NOT_INSPECTORS } from '../../shared/booking/messages';

const API = '/cms-admin/api';
const ORDERS = `${API}/inspection_orders.php`;

describe.each(testDialects)('Booking with inspectors on %s', (dialect) => {
  const s = adminSuite(dialect, {
    SEED_DEMO_SLOTS: 'false',
    BUSINESS_EMAIL: 'office@example.test',
    UNPAID_RESERVATIONS_PER_EMAIL: '50',
    UNPAID_RESERVATIONS_PER_IP_DAY: '50',
  });
  let customer: TestAgent;
  let dana: number;
  let marcus: number;
  let hidden: number;
  /** Free times: T1 for all three, T2 for Marcus only. */
  let t1: string;
  let t2: string;

  const slotsOf = async (query = '') => {
    const res = await s.app.inject({ url: `${API}/get_slots.php?future=true&limit=50${query}` });
    return { status: res.statusCode, slots: res.statusCode === 200 ? (res.json() as Slot[]) : [] };
  };
  const slotIdOf = async (inspector: number, iso: string) =>
    (
      await s.app.db
        .selectFrom('slots')
        .select('id')
        .where('inspector_id', '=', inspector)
        .where('starts_at', '=', iso)
        .executeTakeFirstOrThrow()
    ).id;
  const order = async (slotId: number, email: string, inspectorId: number | null) => {
    const body = await validSubmission(s.app.db, slotId, email);
    body.cart.inspectorId = inspectorId;
    return { body, res: await customer.post(ORDERS, body) };
  };

  beforeAll(async () => {
    customer = createAgent(s.app);
    await customer.get(`${API}/session.php`);
    dana = await addInspector(s, {
      email: 'dana@team.test',
      firstName: 'Dana',
      lastName: 'Whitfield',
    });
    marcus = await addInspector(s, {
      email: 'marcus@team.test',
      firstName: 'Marcus',
      lastName: 'Lee',
    });
    hidden = await addInspector(s, {
      email: 'hid@team.test',
      firstName: 'Hugo',
      lastName: 'Hidden',
      shown: false,
    });
    const w1 = await wallClockIn(s.app, 24 * 6);
    const w2 = await wallClockIn(s.app, 24 * 6 + 3);
    [t1, t2] = [w1.iso, w2.iso];
    for (const i of [dana, marcus, hidden]) expect((await postSlot(s, w1, i)).statusCode).toBe(303);
    expect((await postSlot(s, w2, marcus)).statusCode).toBe(303);
  });

  it('lists the shown inspectors; merges free times across inspectors, or one inspector’s', async () => {
    const inspectors = (
      await s.app.inject({ url: `${API}/inspectors.php` })
    ).json() as PublicInspector[];
    expect(inspectors.map((i) => i.name)).toEqual(['Dana Whitfield', 'Marcus Lee']);
    expect(Object.keys(inspectors[0]!).sort()).toEqual([
      'bio',
      'id',
      'licenceNumber',
      'name',
      'photoUrl',
    ]);

    const any = await slotsOf();
    expect(any.slots.map((x) => x.start)).toEqual([t1, t2]);
    expect(any.slots[0]!.id).toBe(await slotIdOf(dana, t1));
    expect((await slotsOf('&inspector=any')).slots).toEqual(any.slots);
    expect((await slotsOf(`&inspector=${dana}`)).slots.map((x) => x.start)).toEqual([t1]);
    expect((await slotsOf(`&inspector=${marcus}`)).slots.map((x) => x.start)).toEqual([t1, t2]);
    // A hidden or unknown inspector cannot be chosen.
    expect((await slotsOf(`&inspector=${hidden}`)).status).toBe(404);
    expect((await slotsOf('&inspector=999999')).status).toBe(404);
    expect((await slotsOf('&inspector=x;drop')).status).toBe(400);
  });

  it('books a named inspector; the other’s time stays listed; the wrong inspector’s slot is refused', async () => {
    const danaT1 = await slotIdOf(dana, t1);
    const wrong = await order(danaT1, 'wrong@example.test', marcus);
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.res.json()).toMatchObject({ error: SLOT_NOT_INSPECTORS });
    const hiddenChoice = await order(await slotIdOf(hidden, t1), 'hid@example.test', hidden);
    expect(hiddenChoice.res.statusCode).toBe(400);

    const booked = await order(danaT1, 'first@example.test', dana);
    expect(booked.res.statusCode).toBe(201);
    const { id } = booked.res.json() as { id: number };
    expect(await findOrderById(s.app.db, id)).toMatchObject({
      slotId: danaT1,
      inspectorName: 'Dana Whitfield',
    });
    // The thank-you page's summary names the inspector.
    expect((await customer.get(`${ORDERS}?id=${id}`)).json()).toMatchObject({
      inspectorName: 'Dana Whitfield',
    });
    const mail = await waitForMail(s.catcher, 'first@example.test', /reserved/);
    expect(mail.text).toContain('Inspector: Dana Whitfield');
    const notice = await waitForMail(s.catcher, 'office@example.test', new RegExp(`#${id}`));
    expect(notice.text).toContain('Inspector: Dana Whitfield');
    // So does the customer's portal page of the order.
    const portal = await signedInCustomer(s.app, s.catcher, 'first@example.test');
    expect((await portal.get(`${API}/my_inspection.php?id=${id}`)).json()).toMatchObject({
      inspector: 'Dana Whitfield',
    });

    expect((await slotsOf()).slots.map((x) => x.start)).toEqual([t1, t2]);
    expect((await slotsOf(`&inspector=${dana}`)).slots).toEqual([]);
    expect((await slotsOf(`&inspector=${marcus}`)).slots.map((x) => x.start)).toEqual([t1, t2]);
    // The named inspector's taken slot is not swapped for another's.
    const again = await order(danaT1, 'second@example.test', dana);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toMatchObject({ error: SLOT_TAKEN });
  });

  it('any inspector: a taken representative slot is swapped for a free one at the same time', async () => {
    const taken = await slotIdOf(dana, t1);
    const first = await order(taken, 'any@example.test', null);
    expect(first.res.statusCode).toBe(201);
    const saved = await findOrderById(s.app.db, (first.res.json() as { id: number }).id);
    expect(saved?.slotStart).toBe(t1);
    expect(saved?.slotId).toBe(await slotIdOf(marcus, t1));
    expect(JSON.parse(saved!.cartJson)).toMatchObject({
      selectedSlotId: saved?.slotId,
      inspectorId: null,
    });
    // A retry of the same submission answers the order it made, though its slot was swapped.
    const retry = await customer.post(ORDERS, first.body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ id: saved?.id });
    // The hidden inspector's slot still takes a customer who lets anyone come.
    expect((await order(taken, 'any2@example.test', null)).res.statusCode).toBe(201);
    // Now every slot at T1 is booked.
    expect((await order(taken, 'any3@example.test', null)).res.statusCode).toBe(409);
    expect((await slotsOf()).slots.map((x) => x.start)).toEqual([t2]);
  });

  it('two any-inspector orders for one time at once: both saved while two inspectors are free', async () => {
    const w = await wallClockIn(s.app, 24 * 7);
    expect((await postSlot(s, w, dana)).statusCode).toBe(303);
    expect((await postSlot(s, w, marcus)).statusCode).toBe(303);
    const shown = (await slotsOf()).slots.find((x) => x.start === w.iso);
    const [a, b] = await Promise.all([
      order(shown!.id, 'both1@example.test', null),
      order(shown!.id, 'both2@example.test', null),
    ]);
    expect([a.res.statusCode, b.res.statusCode]).toEqual([201, 201]);
    expect((await slotsOf()).slots.map((x) => x.start)).not.toContain(w.iso);
  });

  it('two orders for the same slot at once: one is saved, the other gets 409', async () => {
    const slot = await slotIdOf(marcus, t2);
    const [a, b] = await Promise.all([
      order(slot, 'race1@example.test', marcus),
      order(slot, 'race2@example.test', marcus),
    ]);
    expect([a.res.statusCode, b.res.statusCode].sort()).toEqual([201, 409]);
  });

  it('drops a removed inspector from the choice and their free slots from the lists', async () => {
    const w = await wallClockIn(s.app, 24 * 8);
    expect((await postSlot(s, w, dana)).statusCode).toBe(303);
    expect((await slotsOf()).slots.map((x) => x.start)).toContain(w.iso);
    const inspector = await findInspector(s.app.db, dana);
    await s.post('/cms-admin/manage-users.php', {
      action: 'save',
      id: String(inspector!.userId),
      firstName: 'Dana',
      lastName: 'Whitfield',
      phone: '',
    });
    expect((await slotsOf()).slots.map((x) => x.start)).not.toContain(w.iso);
    expect((await slotsOf(`&inspector=${dana}`)).status).toBe(404);
    const names = (
      (await s.app.inject({ url: `${API}/inspectors.php` })).json() as PublicInspector[]
    ).map((i) => i.name);
    expect(names).toEqual(['Marcus Lee']);
    // Their booked order still names them.
    const orders = await s.admin.get('/cms-admin/manage-orders.php?export=csv');
    expect(orders.body.split('\r\n')[0]).toContain(',Inspector,');
    expect(orders.body).toContain(',Dana Whitfield,');
  });
});
