import { describe, expect, it, beforeAll } from 'vitest';
import type { Slot } from '../../shared/slots/slot';
import type { ServiceAreaAnswer } from '../../shared/areas/area-answers';
import { MISFIT_TEXT } from '../../shared/slots/free-times';
import { DEFAULT_BOOKING_RULES } from '../../shared/booking/booking-rules';
import { adminSuite } from '../../testing/admin-testing';
import { addInspector, flashOf, postSlot, wallClockIn } from '../../testing/inspectors-test-kit';
import { validSubmission } from '../../testing/order-test-kit';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { saveBookingRules } from '../settings/booking-rules.service';
import { findOrderById } from '../booking/orders/orders.repository';

// Service areas and travel zones (decision 068), through the admin pages and the public API:
// get_slots.php filtered by the ZIP, an order for a ZIP outside every area refused with the phone,
// the travel fee priced again by the server, and the office's notice and day's limit on
// hand-made slots.

const API = '/cms-admin/api';
const ORDERS = `${API}/inspection_orders.php`;
const HOURS = '/cms-admin/manage-working-hours.php';
const ADVANCED = '/cms-admin/advanced.php';
const PHONE = '(412) 555-0142';

describe.each(testDialects)('Service areas and travel on %s', (dialect) => {
  const s = adminSuite(dialect, {
    SEED_DEMO_SLOTS: 'false',
    UNPAID_RESERVATIONS_PER_EMAIL: '50',
    UNPAID_RESERVATIONS_PER_IP_DAY: '50',
  });
  let customer: TestAgent;
  let dana: number;
  let marcus: number;
  /** Hand-made slots a week ahead: Dana's, Marcus's and the business's own. */
  const at: Record<'dana' | 'marcus' | 'business', string> = { dana: '', marcus: '', business: '' };

  const slotsFor = async (query: string) =>
    (await createAgent(s.app).get(`${API}/get_slots.php?future=true&limit=50${query}`)).json<
      Slot[]
    >();
  const startsFor = async (query: string) => (await slotsFor(query)).map((x) => x.start).sort();
  const slotAt = async (iso: string, inspector: number | null) =>
    (
      await s.app.db
        .selectFrom('slots')
        .select('id')
        .where('starts_at', '=', iso)
        .where('inspector_id', inspector === null ? 'is' : '=', inspector)
        .executeTakeFirstOrThrow()
    ).id;
  const order = async (slotId: number, zip: string, email: string, inspectorId: number | null) => {
    const body = await validSubmission(s.app.db, slotId, email);
    body.cart.zip = zip;
    body.cart.inspectorId = inspectorId;
    return customer.post(ORDERS, body);
  };
  const orderCount = async () =>
    Number(
      (
        await s.app.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  let day = '';
  let nextDay = '';
  /** A hand-made slot at a business-zone date and time; answers its start. */
  const postAt = async (date: string, time: string, inspector: number | '') => {
    expect((await postSlot(s, { date, time }, inspector)).statusCode).toBe(303);
    const row = await s.app.db
      .selectFrom('slots')
      .select('starts_at')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return new Date(row.starts_at).toISOString();
  };

  beforeAll(async () => {
    customer = createAgent(s.app);
    await customer.get(`${API}/session.php`);
    dana = await addInspector(s, { email: 'dana@team.test', firstName: 'Dana', lastName: 'W' });
    marcus = await addInspector(s, {
      email: 'marcus@team.test',
      firstName: 'Marcus',
      lastName: 'L',
    });
    day = (await wallClockIn(s.app, 24 * 7)).date;
    nextDay = (await wallClockIn(s.app, 24 * 8)).date;
    at.dana = await postAt(day, '09:00', dana);
    at.marcus = await postAt(day, '12:00', marcus);
    at.business = await postAt(nextDay, '09:00', '');
  });

  it('with no area set, every ZIP gets every time and no question first', async () => {
    const all = [at.dana, at.marcus, at.business].sort();
    expect(await startsFor('&zip=15232')).toEqual(all);
    expect(await startsFor('&zip=99999')).toEqual(all);
    const area = (
      await createAgent(s.app).get(`${API}/service_area.php`)
    ).json<ServiceAreaAnswer>();
    expect(area).toEqual({
      restricted: false,
      zip: null,
      covered: true,
      message: null,
      travel: null,
    });
  });

  it('areas set on the admin pages filter get_slots.php by the ZIP', async () => {
    const save = (owner: number, zips: string) =>
      s.post(HOURS, { action: 'save-area', owner: String(owner), zips });
    expect(flashOf(await save(dana, '15232, 15213'))).toMatch(/Service area saved/);
    expect((await save(marcus, '15237\n15238')).statusCode).toBe(303);
    const bad = await save(marcus, '15237, 1523x');
    expect(bad.body + (flashOf(bad) ?? '')).toContain('is not a ZIP code');

    expect(await startsFor('&zip=15232')).toEqual([at.dana]);
    expect(await startsFor('&zip=15238-1234')).toEqual([at.marcus]);
    expect(await startsFor(`&zip=15232&inspector=${marcus}`)).toEqual([]);
    // The business set no area of its own: its slot is offered nowhere once areas exist.
    expect(await startsFor('&zip=99999')).toEqual([]);
    // Without a ZIP the list is as before (the calendar's).
    expect(await startsFor('')).toHaveLength(3);
    const page = await s.admin.get(`${HOURS}?owner=${marcus}`);
    expect(page.body).toContain('15237, 15238');
  });

  it('a ZIP outside every area gets the message with the phone, and no order', async () => {
    const answer = (
      await createAgent(s.app).get(`${API}/service_area.php?zip=99999`)
    ).json<ServiceAreaAnswer>();
    expect(answer).toMatchObject({ restricted: true, covered: false, travel: null });
    expect(answer.message).toContain(PHONE);

    const before = await orderCount();
    const res = await order(await slotAt(at.business, null), '99999', 'far@example.test', null);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fields?: Record<string, string> }>();
    expect(body.error).toContain(PHONE);
    expect(body.fields?.['cart.zip']).toContain(PHONE);
    expect(await orderCount()).toBe(before);

    // A covered ZIP with another inspector's slot is refused too: not offered there.
    const other = await order(await slotAt(at.business, null), '15232', 'near@example.test', null);
    expect(other.statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
  });

  it('the travel fee is priced again by the server; a tampered price is ignored', async () => {
    const saved = await s.post(ADVANCED, {
      action: 'service-area',
      businessZips: '',
      travelZones: 'North hills | 35.00 | 15237, 15238',
    });
    expect(flashOf(saved)).toMatch(/Service area and travel saved/);
    const answer = (
      await createAgent(s.app).get(`${API}/service_area.php?zip=15237`)
    ).json<ServiceAreaAnswer>();
    expect(answer.travel).toEqual({ name: 'Travel', cents: 3500 });

    const body = await validSubmission(
      s.app.db,
      await slotAt(at.marcus, marcus),
      'tr@example.test',
    );
    // The browser says $1.00 and no travel: the server prices it from its own zones.
    body.cart = { ...body.cart, zip: '15237', inspectorId: marcus, totalPrice: '$1.00' };
    delete body.cart.travelCents;
    const res = await customer.post(ORDERS, body);
    expect(res.statusCode).toBe(201);
    const saved2 = await findOrderById(s.app.db, res.json<{ id: number }>().id);
    // The kit's cart is $725.00 of services; the zone adds $35.00.
    expect(saved2?.totalCents).toBe(725_00 + 35_00);
    const lines = JSON.parse(saved2!.priceLinesJson) as { name: string; amountCents: number }[];
    expect(lines.at(-1)).toMatchObject({ name: 'Travel', amountCents: 3500 });
    expect(JSON.parse(saved2!.cartJson)).toMatchObject({
      totalPrice: '$760.00',
      travelCents: 3500,
    });
  });

  it('hand-made slots keep the minimum notice and the day’s limit: 409 with the next times', async () => {
    const by = { id: 1, at: new Date() };
    const soon = await wallClockIn(s.app, 30);
    expect((await postSlot(s, soon, dana)).statusCode).toBe(303);
    // On the same business-zone day as Dana's 09:00, whatever the hour the suite runs at:
    // hours counted from now would cross midnight late in the evening.
    const lastOfDay = { iso: await postAt(day, '17:00', dana) };
    await saveBookingRules(s.app.db, by, { ...DEFAULT_BOOKING_RULES, noticeHours: 48 });
    try {
      expect(await startsFor('&zip=15232')).not.toContain(soon.iso);
      const early = await order(await slotAt(soon.iso, dana), '15232', 'soon@example.test', dana);
      expect(early.statusCode).toBe(409);
      const refusal = early.json<{ error: string; next?: Slot[] }>();
      expect(refusal.error).toBe(MISFIT_TEXT.notice);
      expect(refusal.next?.map((x) => x.start)).toContain(at.dana);

      await saveBookingRules(s.app.db, by, { ...DEFAULT_BOOKING_RULES, maxVisitsPerDay: 1 });
      const first = await order(await slotAt(at.dana, dana), '15232', 'one@example.test', dana);
      expect(first.statusCode).toBe(201);
      expect(await startsFor('&zip=15232')).not.toContain(lastOfDay.iso);
      const second = await order(
        await slotAt(lastOfDay.iso, dana),
        '15232',
        'two@example.test',
        dana,
      );
      expect(second.statusCode).toBe(409);
      expect(second.json<{ error: string }>().error).toBe(MISFIT_TEXT['day-full']);
    } finally {
      await saveBookingRules(s.app.db, by, DEFAULT_BOOKING_RULES);
    }
  });
});
