import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionDetail, InspectionList } from '../../shared/portal/inspection-view';
import { API, type PortalWorld, portalWorld } from '../../testing/portal-test-kit';
import { createAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';

describe.each(testDialects)('my_inspections.php and my_inspection.php on %s', (dialect) => {
  let w: PortalWorld;
  const CUSTOMER = 'portal-customer@example.test';
  const ids: Record<string, number> = {};
  let strangersOrder = 0;

  beforeAll(async () => {
    w = await portalWorld(dialect);
    ids.reservedLater = (await w.payLater(CUSTOMER, 24 * 9)).id;
    ids.reservedSoon = (await w.payLater(CUSTOMER, 24 * 2)).id;
    ids.authorized = (await w.payNow(CUSTOMER, 24 * 5, false)).id;
    ids.paid = (await w.payNow(CUSTOMER, 24 * 7, true)).id;
    ids.cancelled = (await w.payLater(CUSTOMER, 24 * 3)).id;
    await w.cancel(ids.cancelled);
    const older = await w.payLater(CUSTOMER, 24 * 4);
    await w.pastSlot(older.slotId, 24 * 30);
    ids.completedOlder = older.id;
    const recent = await w.payLater(CUSTOMER, 24 * 6);
    await w.pastSlot(recent.slotId, 24 * 2);
    ids.completedRecent = recent.id;
    strangersOrder = (await w.payLater('someone-else@example.test', 24 * 8)).id;
  }, 60_000);
  afterAll(() => w.close());

  it('lists every order of the customer: upcoming soonest first, then past latest first', async () => {
    const agent = await w.signIn(CUSTOMER);
    const res = await agent.get(`${API}/my_inspections.php`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { inspections } = res.json<InspectionList>();
    expect(inspections.map((i) => [i.id, i.status, i.payment])).toEqual([
      [ids.reservedSoon, 'Reserved', 'Not paid'],
      [ids.cancelled, 'Cancelled', 'Not paid'],
      [ids.authorized, 'Confirmed', 'Authorized'],
      [ids.paid, 'Confirmed', 'Paid'],
      [ids.reservedLater, 'Reserved', 'Not paid'],
      [ids.completedRecent, 'Completed', 'Not paid'],
      [ids.completedOlder, 'Completed', 'Not paid'],
    ]);
    const first = inspections[0];
    expect(first?.address).toBe('12 Walnut St, Pittsburgh, PA 15232');
    expect(first?.services.map((s) => s.name)).toContain(
      'Wood-Destroying Insect (Pest) Inspection',
    );
    expect(first?.totalCents).toBe(first?.services.reduce((sum, s) => sum + s.amountCents, 0));
    expect(inspections.some((i) => i.id === strangersOrder)).toBe(false);
  });

  it('answers one order with its details, and 404 for anyone else’s or a malformed id', async () => {
    const agent = await w.signIn(CUSTOMER);
    const res = await agent.get(`${API}/my_inspection.php?id=${ids.paid}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<InspectionDetail>();
    expect(detail).toMatchObject({
      id: ids.paid,
      status: 'Confirmed',
      payment: 'Paid',
      paymentMethod: 'pay-now',
      buyers: ['Dana Buyer'],
      contact: { email: CUSTOMER, phone: '(412) 555-0100' },
      property: { city: 'Pittsburgh', neighborhood: 'Shadyside', additionalUnits: 1 },
    });
    expect(detail.capturedCents).toBe(detail.totalCents);

    for (const id of [String(strangersOrder), '999999', 'abc', '-1', '1.5', '99999999999', ''])
      expect((await agent.get(`${API}/my_inspection.php?id=${id}`)).statusCode, id).toBe(404);
    expect((await agent.get(`${API}/my_inspection.php`)).statusCode).toBe(404);
  });

  it('refuses a visitor who is not signed in with 401', async () => {
    const visitor = createAgent(w.t.app);
    await visitor.get(`${API}/session.php`);
    expect((await visitor.get(`${API}/my_inspections.php`)).statusCode).toBe(401);
    expect((await visitor.get(`${API}/my_inspection.php?id=${ids.paid}`)).statusCode).toBe(401);
  });
});
