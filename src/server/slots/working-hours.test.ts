import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../shared/slots/slot';
import { isTimeId, timeIdOf } from '../../shared/slots/time-id';
import { NO_WORKING_HOURS } from '../../shared/slots/working-hours';
import { MISFIT_TEXT } from '../../shared/slots/free-times';
import { DEFAULT_BOOKING_RULES } from '../../shared/booking/booking-rules';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { saveBookingRules } from '../settings/booking-rules.service';
import { addBlock, saveHours } from './working-hours.service';
import { upsertCustomerUser } from '../users/users.service';

// Working hours instead of typed slots: get_slots.php answers the free times they offer for the
// visit asked about (same fields as ever), beside hand-made slots; a blocked time is not offered;
// 30 orders at once for overlapping times save exactly one, the others get 409 and the next times.

const ZONE = 'America/New_York';
const SLOTS = '/cms-admin/api/get_slots.php';
const ORDERS = '/cms-admin/api/inspection_orders.php';
let adminId = 0;
const by = () => ({ id: adminId, at: new Date() });

describe.each(testDialects)('Working hours on %s', (dialect) => {
  let t: TestApp;
  let agents: TestAgent[];
  // Two days ahead, so the notice and today's clock never matter.
  const day = DateTime.now().setZone(ZONE).plus({ days: 2 }).startOf('day');
  const at = (h: number, m = 0) => day.set({ hour: h, minute: m }).toMillis();
  const dayOf = (s: Slot) => DateTime.fromISO(s.start, { zone: ZONE }).hasSame(day, 'day');
  const hhmm = (s: Slot) => DateTime.fromISO(s.start, { zone: ZONE }).toFormat('HH:mm');

  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
    adminId = await upsertCustomerUser(
      t.app.db,
      { email: 'office@example.test', firstName: 'Office', lastName: 'Admin', phone: '' },
      new Date().toISOString(),
    );
    agents = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const agent = createAgent(t.app);
        await agent.get('/cms-admin/api/session.php');
        return agent;
      }),
    );
    await saveBookingRules(t.app.db, by(), { ...DEFAULT_BOOKING_RULES, bufferMinutes: 30 });
    await saveHours(t.app.db, by(), null, {
      ...NO_WORKING_HOURS,
      weekly: Array.from({ length: 7 }, () => [{ from: 8 * 60, to: 18 * 60 }]),
      startEvery: 60,
    });
  });
  afterAll(() => t.close());

  const slots = async (query = '') =>
    (await createAgent(t.app).get(`${SLOTS}?future=true&limit=1000${query}`)).json<Slot[]>();

  it('answers the free times of the hours with the same fields, beside hand-made slots', async () => {
    const [hand] = await addSlots(t.app.db, [24 * 10 + 0.5], 'Hand-made');
    const all = await slots();
    expect(all.find((s) => s.id === hand)).toMatchObject({ title: 'Hand-made' });
    const ours = all.filter(dayOf);
    for (const s of ours) expect(Object.keys(s).sort()).toEqual(['id', 'start', 'title']);
    // The default visit: the first home size and age, 150 minutes; the last start is 15:00.
    expect(ours.map(hhmm)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    expect(ours.every((s) => isTimeId(s.id) && s.id === timeIdOf(Date.parse(s.start)))).toBe(true);
  });

  it('a longer visit fits fewer times; a bad option is named', async () => {
    const services = (await createAgent(t.app).get('/cms-admin/api/services.php')).json<
      { id: number; slug: string }[]
    >();
    const id = (slug: string) => services.find((s) => s.slug === slug)!.id;
    // 270 + 60 + 15 + 3 × 60 = 525 minutes: only 8:00 and 9:00 end by 18:00.
    const big = await slots(
      `&home_size=${id('size-4500-plus')}&property_age=${id('built-before-1950')}&addons=${id('pest-inspection')}&units=3`,
    );
    expect(big.filter(dayOf).map(hhmm)).toEqual(['08:00', '09:00']);
    const bad = await createAgent(t.app).get(`${SLOTS}?future=true&addons=1,x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('addons');
  });

  it('a blocked time is not offered', async () => {
    const next = day.plus({ days: 1 });
    await addBlock(
      t.app.db,
      by(),
      null,
      { date: next.toISODate()!, from: '12:30', to: '13:00', reason: 'Dentist' },
      ZONE,
    );
    const ours = (await slots())
      .filter((s) => DateTime.fromISO(s.start, { zone: ZONE }).hasSame(next, 'day'))
      .map(hhmm);
    // 10:00 + 150 min reaches 12:30; 11:00 and 12:00 overlap the block.
    expect(ours).toEqual(['08:00', '09:00', '10:00', '13:00', '14:00', '15:00']);
  });

  it('30 orders at once for overlapping times: exactly one saved, the rest 409 with next times', async () => {
    const starts = [at(8), at(9), at(10)];
    const bodies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        validSubmission(t.app.db, timeIdOf(starts[i % 3]!), `hours${i}@example.test`),
      ),
    );
    const results = await Promise.all(
      bodies.map((b, i) => agents[i % agents.length]!.post(ORDERS, b)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      const body = r.json<{ error: string; next?: Slot[] }>();
      expect(body.error).toBe(MISFIT_TEXT.taken);
      expect(body.next?.length).toBeGreaterThan(0);
    }
    const rows = await t.app.db
      .selectFrom('orders')
      .innerJoin('slots', 'slots.id', 'orders.slot_id')
      .select(['slots.starts_at', 'slots.from_hours', 'orders.visit_minutes'])
      .where('orders.booking_status', '=', 'active')
      .where('slots.from_hours', '=', 1)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visit_minutes).toBe(240);
    // The booked visit (4 h + 30 min buffer) leaves only times clear of it that day.
    const booked = Date.parse(String(new Date(rows[0]!.starts_at as string).toISOString()));
    const left = (await slots()).filter(dayOf);
    for (const s of left) {
      const start = Date.parse(s.start);
      expect(start >= booked + 270 * 60_000 || start + 180 * 60_000 <= booked).toBe(true);
    }
  });

  it('a cancelled time from the hours can be booked again, on the same slot row', async () => {
    const start = day.plus({ days: 3 }).set({ hour: 9 }).toMillis();
    const book = async (email: string) =>
      agents[0]!.post(ORDERS, await validSubmission(t.app.db, timeIdOf(start), email));
    const first = await book('first-again@example.test');
    expect(first.statusCode).toBe(201);
    await t.app.db
      .updateTable('orders')
      .set({ booking_status: 'cancelled', cancelled_at: new Date().toISOString() })
      .where('id', '=', first.json<{ id: number }>().id)
      .execute();
    // One live row per owner and start: the second booking takes the row the first left.
    const second = await book('second-again@example.test');
    expect(second.statusCode).toBe(201);
    const slotIds = await t.app.db
      .selectFrom('orders')
      .select('slot_id')
      .where('customer_email', 'in', ['first-again@example.test', 'second-again@example.test'])
      .execute();
    expect(new Set(slotIds.map((r) => r.slot_id)).size).toBe(1);
  });

  it('a time within the minimum notice is refused with the reason and the next free times', async () => {
    // Two days ahead at 14:00 lies within 100 hours' notice; the next times offered lie beyond.
    await saveBookingRules(t.app.db, by(), {
      ...DEFAULT_BOOKING_RULES,
      bufferMinutes: 30,
      noticeHours: 100,
    });
    const body = await validSubmission(t.app.db, timeIdOf(at(14)), 'too-soon@example.test');
    const res = await agents[0]!.post(ORDERS, body);
    expect(res.statusCode).toBe(409);
    const answer = res.json<{ error: string; next: Slot[] }>();
    expect(answer.error).toBe(MISFIT_TEXT.notice);
    expect(answer.next.length).toBeGreaterThan(0);
    for (const s of answer.next)
      expect(Date.parse(s.start)).toBeGreaterThanOrEqual(Date.now() + 100 * 3_600_000 - 60_000);
  });
});
