import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REINSPECTION_MESSAGES as M } from '../../../shared/reports/reinspections';
import {
  ADMIN,
  csrfOf,
  postForm,
  signedIn,
  signedInCustomer,
} from '../../../testing/admin-testing';
import { ORDERS_URL } from '../../../testing/orders-admin-test-kit';
import { writingWorld, type WritingWorld } from '../../../testing/report-writing-kit';
import { gatesOff, publishedOrder } from '../../../testing/repair-request-kit';
import type { TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { listAudit } from '../../audit/audit.service';
import { findOrder } from '../../booking/orders-list.service';
import { getSiteSettings } from '../../settings/settings.service';
import { bookingSubmission, inspectorSlot } from '../../../testing/inspector-portal-kit';
import { waitForMail } from '../../../testing/smtp-catcher';
import { formatDateTimeLong } from '../../../shared/time';

// The reinspection: an order of its own with the Reinspection service (its price and length),
// linked to the order whose published report it checks; the office's Create reinspection, refused
// with the reason while the report is not published.

const API = '/cms-admin/api';

describe.each(testDialects)('reinspections (%s)', (dialect) => {
  let w: WritingWorld;
  let admin: TestAgent;
  let orderId: number;
  let requestId: number;
  let zone: string;
  let buyer: TestAgent;
  beforeAll(async () => {
    w = await writingWorld(dialect);
    await gatesOff(w);
    admin = await signedIn(w.t.app, w.catcher, ADMIN);
    buyer = await signedInCustomer(w.t.app, w.catcher, 'ivy.buyer@example.test');
    ({ orderId } = await publishedOrder(w, 'ivy.buyer@example.test', ['safety', 'repair']));
    requestId = (
      await buyer.post(`${API}/repair_requests.php`, { orderId, name: 'Before closing' })
    ).json<{ id: number }>().id;
    zone = (await getSiteSettings(w.t.app.db, w.t.app.env)).timeZone;
  }, 120_000);
  afterAll(() => w.close());

  const create = (id: number, fields: Record<string, string>) =>
    postForm(w.t.app, admin, ORDERS_URL, {
      _csrf: csrfOf(admin),
      action: 'reinspection-create',
      id: String(id),
      ...fields,
    });
  const inDays = (days: number) =>
    DateTime.now().setZone(zone).plus({ days }).toFormat('yyyy-MM-dd');

  it('seeds the Reinspection service with its own price and length', async () => {
    const service = await w.t.app.db
      .selectFrom('services')
      .selectAll()
      .where('slug', '=', 'reinspection')
      .executeTakeFirstOrThrow();
    expect(service).toMatchObject({ category: 'reinspection', price_cents: 175_00, minutes: 90 });
  });

  it('refuses a reinspection of an order whose report is not published, with the reason', async () => {
    const unpublished = await w.adaOrder('ivy.buyer@example.test');
    const before = await w.t.app.db.selectFrom('orders').select('id').execute();
    const res = await create(unpublished, { date: inDays(9), time: '10:00', inspectorId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(M.notPublished.replace('’', '&#x27;').slice(0, 40));
    const after = await w.t.app.db.selectFrom('orders').select('id').execute();
    expect(after.length).toBe(before.length);
    const page = await admin.get(`${ORDERS_URL}?id=${unpublished}`);
    expect(page.body.replace(/<[^<>]*>/g, '')).toContain(M.notPublished);
  });

  it('creates a reinspection order from the admin order page, linked and audited', async () => {
    const page = await admin.get(`${ORDERS_URL}?id=${orderId}`);
    expect(page.body).toContain('Create reinspection');
    const res = await create(orderId, {
      date: inDays(10),
      time: '14:30',
      inspectorId: String(w.adaInspectorId),
      repairRequestId: String(requestId),
    });
    expect(res.statusCode, res.body).toBe(303);
    const link = await w.t.app.db
      .selectFrom('reinspections')
      .selectAll()
      .where('original_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(link.repair_request_id).toBe(requestId);
    const made = await findOrder(w.t.app.db, link.order_id);
    expect(made).toMatchObject({
      totalCents: 175_00,
      visitMinutes: 90,
      paymentStatus: 'pending',
      slotInspectorId: w.adaInspectorId,
      customerEmail: 'ivy.buyer@example.test',
    });
    expect(DateTime.fromISO(made!.slotStart, { zone }).toFormat('yyyy-MM-dd HH:mm')).toBe(
      `${inDays(10)} 14:30`,
    );
    expect(JSON.parse(made!.priceLinesJson)).toMatchObject([{ name: 'Reinspection' }]);
    // The client gets the booking confirmation, as after any booking: the editable message,
    // through the outbox, with its calendar entry.
    const when = formatDateTimeLong(made!.slotStart, zone);
    const mail = await waitForMail(
      w.catcher,
      'ivy.buyer@example.test',
      new RegExp(`^Your home inspection is reserved for ${when}$`),
      10_000,
    );
    expect(mail.text).toContain(`Reservation number: ${link.order_id}`);
    expect(mail.text).toContain('Reinspection: $175.00');
    expect(mail.text).toContain('Reserved without payment');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['inspection.ics']);
    const [entry] = await listAudit(w.t.app.db, { limit: 1, entity: 'reinspection' });
    expect(entry).toMatchObject({
      action: 'create',
      entityId: String(link.order_id),
      details: { originalOrderId: orderId, repairRequestId: requestId, source: 'office' },
    });
    const original = (await admin.get(`${ORDERS_URL}?id=${orderId}`)).body.replace(/<[^<>]*>/g, '');
    expect(original).toContain(`Reinspection order #${link.order_id}`);
    const own = (await admin.get(`${ORDERS_URL}?id=${link.order_id}`)).body.replace(
      /<[^<>]*>/g,
      '',
    );
    expect(own).toContain(`This order is a reinspection of order #${orderId}`);
    const csv = (await admin.get(`${ORDERS_URL}?export=csv&q=ivy.buyer%40example.test`)).body;
    expect(csv).toContain(`,Reinspection of #${orderId},\r\n`);
    expect(csv).toContain(`,Reinspections: #${link.order_id},\r\n`);
  });

  it('refuses the same inspector twice at one time, and a time that has passed', async () => {
    const taken = await create(orderId, {
      date: inDays(10),
      time: '14:30',
      inspectorId: String(w.adaInspectorId),
    });
    expect(taken.statusCode).toBe(409);
    const passed = await create(orderId, { date: inDays(-1), time: '09:00', inspectorId: '' });
    expect(passed.statusCode).toBe(400);
    expect(passed.body).toContain('has already passed');
  });

  const book = async (
    agent: TestAgent,
    of: { orderId: number; repairRequestId: number | null },
  ) => {
    const slotId = await inspectorSlot(w.t.app.db, w.adaInspectorId, 24 * 20 + Math.random());
    const submission = await bookingSubmission(w.t.app.db, slotId, 'ivy.buyer@example.test');
    return agent.post(`${API}/inspection_orders.php`, {
      ...submission,
      cart: { ...submission.cart, reinspectionOf: of },
    });
  };

  it("books a reinspection like any order, priced as the service, linked to the client's own order", async () => {
    const res = await book(buyer, { orderId, repairRequestId: requestId });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    const made = await findOrder(w.t.app.db, id);
    expect(made).toMatchObject({ totalCents: 175_00, visitMinutes: 90 });
    expect(JSON.parse(made!.priceLinesJson)).toMatchObject([{ name: 'Reinspection' }]);
    const link = await w.t.app.db
      .selectFrom('reinspections')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ original_order_id: orderId, repair_request_id: requestId });
    const [entry] = await listAudit(w.t.app.db, { limit: 1, entity: 'reinspection' });
    expect(entry).toMatchObject({ entityId: String(id), details: { source: 'client' } });
  });

  it("links nothing to an order that is not the client's, and refuses an unpublished one", async () => {
    const other = await signedInCustomer(w.t.app, w.catcher, 'ned.other@example.test');
    const res = await book(other, { orderId, repairRequestId: null });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    const link = await w.t.app.db
      .selectFrom('reinspections')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirst();
    expect(link).toBeUndefined();
    const unpublished = await w.adaOrder('ivy.buyer@example.test');
    const refused = await book(buyer, { orderId: unpublished, repairRequestId: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(M.notPublished);
  });

  it("answers Book a reinspection's start to the order's client only", async () => {
    const url = `${API}/reinspection_booking.php?order=${orderId}`;
    const mine = await buyer.get(url);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      orderId,
      property: { address1: expect.any(String) as string },
      service: { name: 'Reinspection', priceCents: 175_00, minutes: 90 },
    });
    const other = await signedInCustomer(w.t.app, w.catcher, 'ned.other@example.test');
    expect((await other.get(url)).statusCode).toBe(404);
  });
});
