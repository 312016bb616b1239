import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectorSchedule } from '../../shared/inspector-portal/inspector-schedule';
import { csrfOf, postForm, signedInCustomer } from '../../testing/admin-testing';
import {
  bookSlot,
  inspectorSlot,
  makeInspector,
  PORTAL_API,
  type PortalWorld,
  portalWorld,
  TRICKY_REALTOR,
} from '../../testing/inspector-portal-kit';
import { API } from '../../testing/portal-test-kit';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { LINK_CHANGES_PER_WINDOW } from './calendar-link-limits';
import { timeLeftText } from '../../shared/booking/deadline';
import { DEFAULT_TIME_ZONE } from '../../shared/time';
import { setSiteSetting } from '../settings/settings.service';

// The inspector's own schedule: only orders on their own slots, upcoming and active, with what
// they need on site and no prices; everyone else is refused, and /admin stays closed to them.

describe.each(testDialects)('inspector_schedule.php on %s', (dialect) => {
  let w: PortalWorld;
  let ada: TestAgent;
  let ben: TestAgent;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    w = await portalWorld(dialect);
    const db = w.t.app.db;
    const a = await makeInspector(db, 'ada.inspector@example.test', { first: 'Ada', last: 'Lane' });
    const b = await makeInspector(db, 'ben.inspector@example.test', { first: 'Ben', last: 'Cole' });
    ids.later = await bookSlot(w, await inspectorSlot(db, a.inspectorId, 24 * 6), 'x@example.test');
    ids.soon = await bookSlot(
      w,
      await inspectorSlot(db, a.inspectorId, 24 * 3),
      'buyer.one@example.test',
      {
        ...TRICKY_REALTOR,
        addSecondBuyer: true,
        secondBuyerFirst: 'Sam',
        secondBuyerLast: 'Buyer',
      },
    );
    ids.cancelled = await bookSlot(
      w,
      await inspectorSlot(db, a.inspectorId, 24 * 4),
      'c@example.test',
    );
    await w.cancel(ids.cancelled);
    // One under way (started an hour ago: still listed) and one over (started four hours ago).
    const underWay = await inspectorSlot(db, a.inspectorId, 24 * 2);
    ids.underWay = await bookSlot(w, underWay, 'x@example.test');
    await w.pastSlot(underWay, 1);
    const over = await inspectorSlot(db, a.inspectorId, 24 * 2 + 1);
    await bookSlot(w, over, 'x@example.test');
    await w.pastSlot(over, 4);
    ids.bens = await bookSlot(w, await inspectorSlot(db, b.inspectorId, 24 * 3), 'b@example.test');
    ada = await w.signIn('ada.inspector@example.test');
    ben = await w.signIn('ben.inspector@example.test');
  }, 90_000);
  afterAll(() => w.close());

  it('answers the inspector’s own upcoming active inspections, soonest first, without prices', async () => {
    const res = await ada.get(PORTAL_API.schedule);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<InspectorSchedule>();
    expect(body.inspectorName).toBe('Ada Lane');
    expect(body.feedCreatedAt).toBeNull();
    expect(body.visits.map((v) => v.id)).toEqual([ids.underWay, ids.soon, ids.later]);
    expect(body.visits[1]).toMatchObject({
      address: '12 Walnut St, Pittsburgh, PA 15232',
      neighborhood: 'Shadyside',
      buyers: ['Dana Buyer', 'Sam Buyer'],
      contact: { name: 'Dana Buyer', email: 'buyer.one@example.test', phone: '(412) 555-0100' },
      realtorAccess: 'yes',
      realtor: {
        name: 'Robin Agent',
        email: 'robin.agent@example.test',
        phone: '412-555-0111',
        company: TRICKY_REALTOR.realtorCompany,
      },
      additionalUnits: 1,
      status: 'Reserved',
      payment: 'Not paid',
      agreementSigned: false,
      fullDay: false,
    });
    expect(body.visits[1]?.services).toContain('Wood-Destroying Insect (Pest) Inspection');
    // The visit's real length as booked (decision 068): 150 + pest 15 + radon 15 + a unit 60.
    expect(Date.parse(body.visits[1]?.end ?? '') - Date.parse(body.visits[1]?.start ?? '')).toBe(
      240 * 60_000,
    );
    // No price, total or payment amount reaches the inspector.
    expect(res.body).not.toMatch(/cents|price|total/i);
  });

  it('shows another inspector none of them', async () => {
    const body = (await ben.get(PORTAL_API.schedule)).json<InspectorSchedule>();
    expect(body.visits.map((v) => v.id)).toEqual([ids.bens]);
  });

  it('counts the time to publish the report to the deadline’s end in the business’s zone', async () => {
    // Fourteen hours ahead of UTC: the deadline's day ends 19 h before it would in New York.
    const zone = 'Pacific/Kiritimati';
    await setSiteSetting(w.t.app.db, 'timeZone', zone);
    const deadline = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await w.t.app.db
      .updateTable('orders')
      .set({ inspection_deadline: deadline })
      .where('id', '=', ids.later!)
      .execute();
    try {
      const body = (await ada.get(PORTAL_API.schedule)).json<InspectorSchedule>();
      const v = body.visits.find((x) => x.id === ids.later)!;
      expect(v.deadline).toBe(deadline);
      expect(v.reportTimeLeft).toBe(timeLeftText(Date.parse(v.end), deadline, zone));
      expect(v.reportTimeLeft).not.toBe(
        timeLeftText(Date.parse(v.end), deadline, DEFAULT_TIME_ZONE),
      );
    } finally {
      await setSiteSetting(w.t.app.db, 'timeZone', DEFAULT_TIME_ZONE);
    }
  });

  it('refuses a customer (403) and a visitor who is not signed in (401), reads and writes', async () => {
    const customer = await signedInCustomer(w.t.app, w.catcher, 'just-a-customer@example.test');
    expect((await customer.get(PORTAL_API.schedule)).statusCode).toBe(403);
    expect((await customer.post(PORTAL_API.createLink, {})).statusCode).toBe(403);
    expect((await customer.post(PORTAL_API.revokeLink, {})).statusCode).toBe(403);
    const visitor = createAgent(w.t.app);
    await visitor.get(`${API}/session.php`);
    expect((await visitor.get(PORTAL_API.schedule)).statusCode).toBe(401);
    expect((await visitor.post(PORTAL_API.createLink, {})).statusCode).toBe(401);
  });

  it('keeps /admin, its APIs and the prices closed to an inspector (403)', async () => {
    expect((await ada.get('/cms-admin/manage-orders.php')).statusCode).toBe(403);
    expect((await ada.get('/cms-admin/manage-services.php')).statusCode).toBe(403);
    const price = await postForm(w.t.app, ada, '/cms-admin/manage-services.php', {
      _csrf: csrfOf(ada),
      action: 'save',
      id: '1',
      name: 'Cheap',
      price: '1.00',
    });
    expect(price.statusCode).toBe(403);
    expect((await ada.get(`${API}/admin_report_file.php?id=1`)).statusCode).toBe(403);
    // Nor may an inspector open another customer's order through the customer portal.
    expect((await ada.get(`${API}/my_inspection.php?id=${ids.soon}`)).statusCode).toBe(404);
  });

  it('limits calendar link changes to 10 in 15 minutes per inspector (429 with Retry-After)', async () => {
    for (let i = 0; i < LINK_CHANGES_PER_WINDOW; i++)
      expect((await ben.post(PORTAL_API.createLink, {})).statusCode).toBe(200);
    const refused = await ben.post(PORTAL_API.revokeLink, {});
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another inspector is not held back by it.
    expect((await ada.post(PORTAL_API.revokeLink, {})).statusCode).toBe(200);
  });

  it('refuses a calendar link change without the CSRF token', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: PORTAL_API.createLink,
      payload: {},
      headers: { cookie: [...ada.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).toBe(403);
  });
});
