import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAFETY_READ_MESSAGES as M,
  SAFETY_READS_API,
  type SafetyReads,
} from '../../../shared/reports/safety-reads';
import { signedInCustomer } from '../../../testing/admin-testing';
import { pressLink, realtorBrowser, tokenOf } from '../../../testing/realtor-test-kit';
import { writingWorld, type WritingWorld } from '../../../testing/report-writing-kit';
import { gatesOff, publishedOrder } from '../../../testing/repair-request-kit';
import type { TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { issueRealtorLink } from '../../realtor-access/realtor-access.service';
import { sendSafetyReminders } from './safety-reads.service';

// Safety findings read: the signed-in client confirms each one; the business sees by whom and
// when; one reminder through the outbox when some are unread two days after publishing.

const LIST = `/cms-admin/api/${SAFETY_READS_API.list}`;
const CONFIRM = `/cms-admin/api/${SAFETY_READS_API.confirm}`;
const DAY = 24 * 60 * 60 * 1000;
const of = (reads: SafetyReads, id: string) => reads.findings.find((f) => f.findingId === id)!;

describe.each(testDialects)('safety findings read (%s)', (dialect) => {
  let w: WritingWorld;
  let buyer: TestAgent;
  let order: Awaited<ReturnType<typeof publishedOrder>>;
  beforeAll(async () => {
    w = await writingWorld(dialect);
    await gatesOff(w);
    buyer = await signedInCustomer(w.t.app, w.catcher, 'sia.buyer@example.test');
    order = await publishedOrder(w, 'sia.buyer@example.test', ['safety', 'safety', 'repair']);
  }, 120_000);
  afterAll(() => w.close());

  const list = async (agent: TestAgent) =>
    (await agent.get(`${LIST}?order=${order.orderId}`)).json<SafetyReads>();

  it('lists the Safety findings unread, for the client to confirm', async () => {
    const reads = await list(buyer);
    expect(reads.canConfirm).toBe(true);
    expect(reads.findings.map((f) => [f.findingId, f.read]).sort()).toEqual(
      [
        [order.findings[0]!.id, null],
        [order.findings[1]!.id, null],
      ].sort(),
    );
  });

  it('records who confirmed and when; the first confirmation stands', async () => {
    const [first] = order.findings;
    const res = await buyer.post(CONFIRM, { orderId: order.orderId, findingId: first!.id });
    expect(res.statusCode, res.body).toBe(200);
    const read = of(res.json<SafetyReads>(), first!.id).read;
    expect(read?.by).toBe('Casey Buyer');
    const again = await buyer.post(CONFIRM, { orderId: order.orderId, findingId: first!.id });
    expect(of(again.json<SafetyReads>(), first!.id).read).toEqual(read);
    const audit = await w.t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(order.orderId))
      .where('action', '=', 'safety-read')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a finding that is not a Safety one', async () => {
    const repair = order.findings[2]!;
    const res = await buyer.post(CONFIRM, { orderId: order.orderId, findingId: repair.id });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(M.notSafety);
  });

  it('shows the business who confirmed; only the client confirms; others get not found', async () => {
    const business = await list(w.ada);
    expect(business.canConfirm).toBe(false);
    expect(of(business, order.findings[0]!.id).read?.by).toBe('Casey Buyer');
    expect(of(business, order.findings[1]!.id).read).toBeNull();
    const byAda = await w.ada.post(CONFIRM, {
      orderId: order.orderId,
      findingId: order.findings[1]!.id,
    });
    expect(byAda.statusCode).toBe(403);
    const realtor = await realtorBrowser(w.t.app);
    await pressLink(
      realtor,
      tokenOf(await issueRealtorLink(w.t.app.db, order.orderId, new Date())),
    );
    expect((await list(realtor)).canConfirm).toBe(false);
    const other = await signedInCustomer(w.t.app, w.catcher, 'not.sia@example.test');
    expect((await other.get(`${LIST}?order=${order.orderId}`)).statusCode).toBe(404);
    const post = await other.post(CONFIRM, {
      orderId: order.orderId,
      findingId: order.findings[1]!.id,
    });
    expect(post.statusCode).toBe(404);
  });

  it('reminds once, two days after publishing, while some are unread; the setting stops it', async () => {
    const deps = { db: w.t.app.db, env: w.t.app.env };
    expect(await sendSafetyReminders(deps, new Date(Date.now() + DAY))).toBe(0);
    const later = new Date(Date.now() + 2 * DAY + 60_000);
    expect(await sendSafetyReminders(deps, later)).toBe(1);
    // Queued in the outbox (its clock is two days on, so the worker would hold it till then).
    const mail = await w.t.app.db
      .selectFrom('email_log')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'report-safety-reminder')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('sia.buyer@example.test');
    expect(mail.subject).toMatch(/^Please read the Safety findings of your inspection report: /);
    expect(mail.text_body).toContain('one Safety finding you have not confirmed');
    expect(mail.text_body).toContain(`/reports/${order.orderId}`);
    expect(await sendSafetyReminders(deps, later)).toBe(0);

    // All read: nothing to remind of. Setting off: nothing sent.
    const allRead = await publishedOrder(w, 'sia.buyer@example.test', ['safety']);
    await buyer.post(CONFIRM, { orderId: allRead.orderId, findingId: allRead.findings[0]!.id });
    const off = await publishedOrder(w, 'sia.buyer@example.test', ['safety']);
    await w.t.app.db
      .insertInto('settings')
      .values({ key: 'reports.safetyReminders', value: 'off' })
      .execute();
    expect(await sendSafetyReminders(deps, later)).toBe(0);
    await w.t.app.db
      .updateTable('settings')
      .set({ value: 'on' })
      .where('key', '=', 'reports.safetyReminders')
      .execute();
    // On again, only the unread order is reminded.
    expect(await sendSafetyReminders(deps, later)).toBe(1);
    const claimed = await w.t.app.db
      .selectFrom('report_safety_reminders')
      .select(['order_id', 'unread'])
      .orderBy('order_id')
      .execute();
    expect(claimed).toEqual([
      { order_id: order.orderId, unread: 1 },
      { order_id: allRead.orderId, unread: 0 },
      { order_id: off.orderId, unread: 1 },
    ]);
  });
});
