import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { type SmtpCatcher, startSmtpCatcher, waitForMail } from '../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { SLOT_TAKEN } from '../../shared/booking/messages';
import { DEADLINE_MESSAGES } from '../../shared/booking/deadline';
import { WAITLIST_MESSAGES } from '../../shared/waitlist/waitlist';
import { getSiteSettings } from '../settings/settings.service';
import { findOrderById } from '../booking/orders/orders.repository';
import { adminSuite } from '../../testing/admin-testing';
import { addInspector, postSlot, wallClockIn } from '../../testing/inspectors-test-kit';
import { runWaitlist } from './waitlist.service';
import { JOIN_TOO_MANY, JOINS_PER_IP_HOUR } from './waitlist-limits';

const JOIN = '/cms-admin/api/waitlist.php';
const ORDERS = '/cms-admin/api/inspection_orders.php';
const OFFER = '/cms-admin/api/waitlist_offer.php';
const MINUTE = 60_000;
const HOURS = '/cms-admin/manage-working-hours.php';

describe.each(testDialects)('the waitlist on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let agent: TestAgent;
  let tz: string;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SEED_DEMO_SLOTS: 'false',
      SMTP_URL: catcher.url,
      UNPAID_RESERVATIONS_PER_EMAIL: '100',
      UNPAID_RESERVATIONS_PER_IP_DAY: '100',
    });
    agent = createAgent(t.app);
    await agent.get('/cms-admin/api/session.php');
    tz = (await getSiteSettings(t.app.db, t.env)).timeZone;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  const dayIn = (days: number) => DateTime.now().setZone(tz).plus({ days }).toISODate() ?? '';
  const join = (body: Record<string, unknown>) =>
    agent.post(JOIN, { email: 'w@example.test', zip: '15232', ...body });
  const run = async (now: Date) => {
    const settings = await getSiteSettings(t.app.db, t.env);
    const report = await runWaitlist(t.app.db, { settings, publicUrl: t.env.PUBLIC_URL }, now);
    t.app.mailer.wake();
    return report;
  };
  const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';
  const stateOf = async (email: string) =>
    (
      await t.app.db
        .selectFrom('waitlist_entries')
        .select('state')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).state;

  it('refuses an entry with no date range or a bad ZIP, naming the field', async () => {
    const noRange = await join({ firstDay: dayIn(2) });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().fields).toHaveProperty('lastDay');
    const badZip = await join({ firstDay: dayIn(2), lastDay: dayIn(3), zip: '1523' });
    expect(badZip.statusCode).toBe(400);
    expect(Object.keys(badZip.json().fields)).toEqual(['zip']);
    const backwards = await join({ firstDay: dayIn(3), lastDay: dayIn(2) });
    expect(backwards.json().fields).toEqual({ lastDay: WAITLIST_MESSAGES.order });
    const past = await join({ firstDay: dayIn(-2), lastDay: dayIn(2) });
    expect(past.json().fields).toEqual({ firstDay: WAITLIST_MESSAGES.past });
    const late = await join({ firstDay: dayIn(2), lastDay: dayIn(3), deadline: dayIn(-1) });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual({ deadline: DEADLINE_MESSAGES.past });
    const rows = await t.app.db.selectFrom('waitlist_entries').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('refuses a buyer’s deadline in the past at the checkout, and keeps a future one', async () => {
    const [slotId] = await addSlots(t.app.db, [40]);
    const body = await validSubmission(t.app.db, slotId!, 'deadline@example.test');
    const past = await agent.post(ORDERS, {
      ...body,
      checkout: { ...body.checkout, inspectionDeadline: dayIn(-1) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ 'checkout.inspectionDeadline': DEADLINE_MESSAGES.past });
    const ok = await agent.post(ORDERS, {
      ...body,
      checkout: { ...body.checkout, inspectionDeadline: dayIn(9) },
    });
    expect(ok.statusCode).toBe(201);
    expect((await findOrderById(t.app.db, ok.json().id))?.inspectionDeadline).toBe(dayIn(9));
  });

  it('offers a freed time in deadline order, holds it, passes it on, and books it by the link', async () => {
    // The day's only time, booked by A.
    const [slotId] = await addSlots(t.app.db, [24 * 20]);
    const start = (
      await t.app.db
        .selectFrom('slots')
        .select('starts_at')
        .where('id', '=', slotId!)
        .executeTakeFirstOrThrow()
    ).starts_at;
    const day = DateTime.fromJSDate(new Date(start), { zone: tz }).toISODate() ?? '';
    const a = await agent.post(ORDERS, await validSubmission(t.app.db, slotId!, 'a@example.test'));
    expect(a.statusCode).toBe(201);
    // B joins first with no deadline; C later with a deadline: C is offered first.
    expect((await join({ email: 'b@example.test', firstDay: day, lastDay: day })).statusCode).toBe(
      201,
    );
    const c = await join({
      email: 'c@example.test',
      firstDay: day,
      lastDay: day,
      deadline: dayIn(30),
    });
    expect(c.statusCode).toBe(201);
    const now = new Date();
    expect((await run(now)).offered).toBe(0);

    // A cancels: the next run offers the time to C, held for 30 minutes (the default).
    await t.app.db
      .updateTable('orders')
      .set({ booking_status: 'cancelled', cancelled_at: now.toISOString() })
      .where('id', '=', a.json().id)
      .execute();
    expect((await run(now)).offered).toBe(1);
    expect(await stateOf('c@example.test')).toBe('offered');
    expect(await stateOf('b@example.test')).toBe('waiting');
    const toC = await waitForMail(catcher, 'c@example.test', /A time opened/);
    const tokenC = tokenIn(toC.text);
    const offerC = await agent.get(`${OFFER}?token=${tokenC}`);
    expect(offerC.statusCode).toBe(200);
    expect(offerC.json().slot.id).toBe(slotId);

    // While held nobody else books it, nor sees it listed.
    const other = await agent.post(
      ORDERS,
      await validSubmission(t.app.db, slotId!, 'x@example.test'),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(SLOT_TAKEN);
    const listed = await agent.get('/cms-admin/api/get_slots.php?future=true&limit=50');
    expect((listed.json() as { id: number }[]).map((s) => s.id)).not.toContain(slotId);

    // Unclaimed past its hold, it passes on to B.
    const later = new Date(now.getTime() + 31 * MINUTE);
    expect(await run(later)).toMatchObject({ lapsed: 1, offered: 1 });
    expect(await stateOf('c@example.test')).toBe('expired');
    expect(await stateOf('b@example.test')).toBe('offered');
    // Queued on the moved clock (due then): its link read from the outbox, where it waits.
    const queued = await t.app.db
      .selectFrom('email_log')
      .select(['delivery_text', 'text_body'])
      .where('to_address', '=', 'b@example.test')
      .where('kind', '=', 'waitlist-offer')
      .executeTakeFirstOrThrow();
    expect(queued.text_body).toContain('token=[redacted]');
    const tokenB = tokenIn(queued.delivery_text ?? '');

    // C's link has ended; B's books the held time.
    const lateC = await agent.post(ORDERS, {
      ...(await validSubmission(t.app.db, slotId!, 'c@example.test')),
      waitlist_token: tokenC,
    });
    expect(lateC.statusCode).toBe(409);
    expect(lateC.json().error).toBe(WAITLIST_MESSAGES.offerEnded);
    const byB = await agent.post(ORDERS, {
      ...(await validSubmission(t.app.db, slotId!, 'b@example.test')),
      waitlist_token: tokenB,
    });
    expect(byB.statusCode).toBe(201);
    expect(await stateOf('b@example.test')).toBe('booked');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'waitlist')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['join', 'offer', 'offer-lapsed', 'booked']),
    );
  });

  // Last in this suite: its entries stay waiting and would meet the offers above.
  it('limits the entries of one address in an hour, before any work', async () => {
    const fromHere = (email: string) =>
      agent.request({
        url: JOIN,
        method: 'POST',
        payload: { email, zip: '15232', firstDay: dayIn(2), lastDay: dayIn(3) },
        remoteAddress: '203.0.113.30',
      });
    for (let i = 0; i < JOINS_PER_IP_HOUR; i++)
      expect((await fromHere(`many${i}@example.test`)).statusCode).toBe(201);
    const over = await fromHere('one-more@example.test');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(JOIN_TOO_MANY);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.app.db
      .selectFrom('waitlist_entries')
      .select('id')
      .where('email', '=', 'one-more@example.test')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe.each(testDialects)('the waitlist and service areas on %s', (dialect) => {
  const s = adminSuite(dialect, { SEED_DEMO_SLOTS: 'false' });

  it('offers an inspector’s open time only to entries whose ZIP the inspector covers', async () => {
    const a = await addInspector(s, { email: 'a@team.test', firstName: 'Ann', lastName: 'A' });
    const when = await wallClockIn(s.app, 24 * 20);
    // At midnight, the first instant of the entry's only day: it counts as inside the range.
    expect((await postSlot(s, { date: when.date, time: '00:00' }, a)).statusCode).toBe(303);
    // An area for A only: the business's own times and A's serve 15232 and nothing else.
    const saved = await s.post(HOURS, { action: 'save-area', owner: String(a), zips: '15232' });
    expect(saved.statusCode).toBe(303);
    const visitor = createAgent(s.app);
    await visitor.get('/cms-admin/api/session.php');
    const join = (email: string, zip: string) =>
      visitor.post(JOIN, { email, zip, firstDay: when.date, lastDay: when.date });
    const run = async () => {
      const settings = await getSiteSettings(s.app.db, s.t.env);
      return runWaitlist(s.app.db, { settings, publicUrl: s.t.env.PUBLIC_URL }, new Date());
    };
    const stateOf = async (email: string) =>
      await s.app.db
        .selectFrom('waitlist_entries')
        .select(['state', 'offer_inspector_id'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();

    expect((await join('outside@example.test', '15217')).statusCode).toBe(201);
    expect((await run()).offered).toBe(0);
    expect((await stateOf('outside@example.test')).state).toBe('waiting');

    expect((await join('inside@example.test', '15232')).statusCode).toBe(201);
    expect((await run()).offered).toBe(1);
    expect(await stateOf('inside@example.test')).toEqual({
      state: 'offered',
      offer_inspector_id: a,
    });
    expect((await stateOf('outside@example.test')).state).toBe('waiting');
  });
});
