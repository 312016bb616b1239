import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  csrfOf,
  postForm,
  signedIn,
  signedInCustomer,
} from '../../../testing/admin-testing';
import { getSafetyRemindersOn } from '../../settings/safety-reminders.service';
import { sellerLinkDays } from '../../settings/seller-links.service';
import { ORDERS_URL } from '../../../testing/orders-admin-test-kit';
import { writingWorld, type WritingWorld } from '../../../testing/report-writing-kit';
import { gatesOff, publishedOrder } from '../../../testing/repair-request-kit';
import type { TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';

// The office sees what followed the report: on the admin order page (Safety findings read by whom,
// the repair requests) and in the orders CSV.

const API = '/cms-admin/api';

describe.each(testDialects)('after the report, for the office (%s)', (dialect) => {
  let w: WritingWorld;
  let admin: TestAgent;
  let orderId: number;
  beforeAll(async () => {
    w = await writingWorld(dialect);
    await gatesOff(w);
    admin = await signedIn(w.t.app, w.catcher, ADMIN);
    const buyer = await signedInCustomer(w.t.app, w.catcher, 'otto.buyer@example.test');
    const order = await publishedOrder(w, 'otto.buyer@example.test', ['safety', 'repair']);
    orderId = order.orderId;
    const [safety, repair] = order.findings;
    await buyer.post(`${API}/safety_read.php`, { orderId, findingId: safety!.id });
    const request = (
      await buyer.post(`${API}/repair_requests.php`, { orderId, name: 'Before closing' })
    ).json<{ id: number }>();
    await buyer.post(`${API}/repair_request_item.php`, {
      requestId: request.id,
      findingId: repair!.id,
      ask: 'credit',
      credit: '250',
    });
  }, 120_000);
  afterAll(() => w.close());

  it('shows the Safety findings read and the repair requests on the order page', async () => {
    const res = await admin.get(`${ORDERS_URL}?id=${orderId}`);
    expect(res.statusCode).toBe(200);
    const text = res.body.replace(/<[^<>]*>/g, '');
    expect(text).toContain('After the report');
    expect(text).toMatch(/Finding 1 \(safety\) of order \d+: read by Casey Buyer, /);
    expect(text).toContain('Before closing');
    expect(text).toContain('Credit of $250.00: Finding 2 (repair)');
  });

  it('lists them in the orders CSV', async () => {
    const res = await admin.get(`${ORDERS_URL}?export=csv&q=otto.buyer%40example.test`);
    const rows = res.body.slice(1).split('\r\n');
    expect(rows[1]?.endsWith(',"Before closing: 1 finding, credits $250.00",1,,')).toBe(true);
  });

  it("sets the seller links' days and turns the Safety reminder off in Advanced", async () => {
    const url = '/cms-admin/advanced.php';
    const page = await admin.get(url);
    expect(page.body).toContain('After the report');
    expect(page.body).toMatch(/name="sellerLinkDays"[^>]*value="14"/);
    const send = (fields: Record<string, string>) =>
      postForm(w.t.app, admin, url, { _csrf: csrfOf(admin), action: 'after-report', ...fields });
    const bad = await send({ sellerLinkDays: '0', safetyReminders: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Seller links last (days) must be a whole number from 1 to 180.');
    expect(await sellerLinkDays.get(w.t.app.db)).toBe(14);
    await send({ sellerLinkDays: '5' });
    expect(await sellerLinkDays.get(w.t.app.db)).toBe(5);
    expect(await getSafetyRemindersOn(w.t.app.db)).toBe(false);
  });
});
