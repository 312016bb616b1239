import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPAIR_REQUEST_API,
  REPAIR_REQUEST_MESSAGES as M,
  type RepairRequest,
  type RepairRequests,
  type RepairShareAnswer,
  type SellerRequest,
} from '../../../shared/reports/repair-requests';
import { signedInCustomer } from '../../../testing/admin-testing';
import { realtorBrowser, pressLink, tokenOf } from '../../../testing/realtor-test-kit';
import { writingWorld, type WritingWorld } from '../../../testing/report-writing-kit';
import {
  gatesOff,
  publishedOrder,
  type PublishedFinding,
} from '../../../testing/repair-request-kit';
import { browser } from '../../../testing/sign-in-testing';
import type { TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { issueRealtorLink } from '../../realtor-access/realtor-access.service';

// The repair request's rules: drafts on a published report, what may be asked (a credit is a
// positive amount or nothing is saved), who may read and change it, its PDF, and the seller's link
// (only the findings asked for, hashed token, revoke, expiry, rate limit).

const API = Object.fromEntries(
  Object.entries(REPAIR_REQUEST_API).map(([k, v]) => [k, `/cms-admin/api/${v}`]),
) as Record<keyof typeof REPAIR_REQUEST_API, string>;

describe.each(testDialects)('repair requests (%s)', (dialect) => {
  let w: WritingWorld;
  let buyer: TestAgent;
  let orderId: number;
  let findings: PublishedFinding[];
  let request: RepairRequest;
  beforeAll(async () => {
    w = await writingWorld(dialect);
    await gatesOff(w);
    buyer = await signedInCustomer(w.t.app, w.catcher, 'rhea.buyer@example.test');
    ({ orderId, findings } = await publishedOrder(w, 'rhea.buyer@example.test'));
  }, 120_000);
  afterAll(() => w.close());

  const save = (agent: TestAgent, body: Record<string, unknown>) =>
    agent.post(API.item, { requestId: request.id, ...body });

  it('keeps named drafts with a repair and a credit, and totals the credits', async () => {
    const made = await buyer.post(API.list, { orderId, name: 'First ask' });
    expect(made.statusCode, made.body).toBe(200);
    request = made.json<RepairRequest>();
    expect(request).toMatchObject({ name: 'First ask', items: [], creditTotalCents: 0 });
    const [safety, repair] = findings;
    const one = await save(buyer, {
      findingId: safety!.id,
      ask: 'repair',
      note: 'Licensed electrician',
    });
    expect(one.statusCode, one.body).toBe(200);
    const two = await save(buyer, { findingId: repair!.id, ask: 'credit', credit: '$1,250.50' });
    expect(two.json<RepairRequest>().creditTotalCents).toBe(125_050);
    const changed = await save(buyer, { findingId: repair!.id, ask: 'credit', credit: '250' });
    const after = changed.json<RepairRequest>();
    expect(after.creditTotalCents).toBe(25_000);
    expect(after.items.map((i) => [i.text, i.ask, i.creditCents, i.note])).toEqual([
      [safety!.text, 'repair', null, 'Licensed electrician'],
      [repair!.text, 'credit', 25_000, ''],
    ]);
    const second = await buyer.post(API.list, { orderId, name: 'Fallback: credits only' });
    expect(second.statusCode).toBe(200);
    const list = (await buyer.get(`${API.list}?order=${orderId}`)).json<RepairRequests>();
    expect(list.canEdit).toBe(true);
    expect(list.requests.map((r) => [r.name, r.items.length])).toEqual([
      ['First ask', 2],
      ['Fallback: credits only', 0],
    ]);
  });

  it('refuses a credit that is not a positive amount, and saves nothing', async () => {
    const third = findings[2]!;
    for (const credit of ['0', '-250', 'abc', '', '250.999', '1e3']) {
      const res = await save(buyer, { findingId: third.id, ask: 'credit', credit });
      expect(res.statusCode, credit).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.credit).toBe(M.credit);
    }
    const missing = await save(buyer, { findingId: third.id, ask: 'credit' });
    expect(missing.statusCode).toBe(400);
    const list = (await buyer.get(`${API.list}?order=${orderId}`)).json<RepairRequests>();
    expect(list.requests[0]!.items).toHaveLength(2);
    expect(list.requests[0]!.creditTotalCents).toBe(25_000);
  });

  it('refuses a finding that is not in the published report', async () => {
    const res = await save(buyer, {
      findingId: '00000000-0000-4000-8000-000000000000',
      ask: 'repair',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(M.noFinding);
  });

  it("answers not found for someone else's request, and the business only reads", async () => {
    const other = await signedInCustomer(w.t.app, w.catcher, 'someone.else@example.test');
    expect((await other.get(`${API.list}?order=${orderId}`)).statusCode).toBe(404);
    const foreign = await save(other, { findingId: findings[0]!.id, ask: 'repair' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ error: string }>().error).toBe(M.notFound);
    expect((await other.get(`${API.pdf}?request=${request.id}`)).statusCode).toBe(404);
    expect((await other.post(API.share, { requestId: request.id })).statusCode).toBe(404);
    const stranger = await browser(w.t.app);
    expect((await stranger.get(`${API.list}?order=${orderId}`)).statusCode).toBe(404);
    const business = (await w.ada.get(`${API.list}?order=${orderId}`)).json<RepairRequests>();
    expect(business.canEdit).toBe(false);
    expect(business.requests).toHaveLength(2);
    expect((await save(w.ada, { findingId: findings[2]!.id, ask: 'repair' })).statusCode).toBe(403);
  });

  it('lets the realtor through their link change the request', async () => {
    const realtor = await realtorBrowser(w.t.app);
    const path = await issueRealtorLink(w.t.app.db, orderId, new Date());
    expect((await pressLink(realtor, tokenOf(path))).statusCode).toBe(200);
    const res = await save(realtor, {
      findingId: findings[2]!.id,
      ask: 'evaluate',
      note: 'Roofer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RepairRequest>().items).toHaveLength(3);
    const removed = await realtor.post(API.itemRemove, {
      requestId: request.id,
      findingId: findings[2]!.id,
    });
    expect(removed.json<RepairRequest>().items).toHaveLength(2);
    const audit = await w.t.app.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'repair_request')
      .where('entity_id', '=', String(request.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['create', 'save-finding', 'remove-finding']),
    );
  });

  it('makes a PDF listing the findings asked for and the total', async () => {
    const res = await buyer.get(`${API.pdf}?request=${request.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
        mergePages: true,
      })
    ).text.replace(/\s+/g, ' ');
    expect(text).toContain(findings[0]!.text);
    expect(text).toContain(findings[1]!.text);
    expect(text).not.toContain(findings[2]!.text);
    expect(text).toContain('Credit of $250.00');
    expect(text).toContain('Total of the credits asked: $250.00');
  });

  it('shares a read-only link: the asked findings only, no price, token stored hashed', async () => {
    const shared = await buyer.post(API.share, { requestId: request.id });
    expect(shared.statusCode, shared.body).toBe(200);
    const answer = shared.json<RepairShareAnswer>();
    const token = answer.path.split('/repair-request/')[1]!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await w.t.app.db.selectFrom('repair_request_links').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(answer.request.links).toEqual([expect.objectContaining({ state: 'live' })]);

    const seller = await browser(w.t.app);
    const page = await seller.get(`${API.seller}?token=${token}`);
    expect(page.statusCode, page.body).toBe(200);
    const view = page.json<SellerRequest>();
    expect(view.items.map((i) => i.text)).toEqual([findings[0]!.text, findings[1]!.text]);
    expect(view.creditTotalCents).toBe(25_000);
    expect(page.body).not.toContain(findings[2]!.text);
    expect(page.body).not.toContain('rhea.buyer');
    expect(page.body).not.toMatch(/price|"amountCents|"totalCents/i);
    expect(Object.keys(view).sort()).toEqual(
      ['address', 'business', 'creditTotalCents', 'expiresAt', 'items', 'name'].sort(),
    );
    // The seller cannot change anything.
    expect((await save(seller, { findingId: findings[2]!.id, ask: 'repair' })).statusCode).toBe(
      404,
    );

    // Revoked: the page says so with the business's phone.
    const linkId = answer.request.links[0]!.id;
    const revoked = await buyer.post(API.revoke, { linkId });
    expect(revoked.json<RepairRequest>().links[0]!.state).toBe('revoked');
    const dead = await seller.get(`${API.seller}?token=${token}`);
    expect(dead.statusCode).toBe(404);
    expect(dead.json()).toMatchObject({ error: M.linkDead, reason: 'revoked' });
    expect(dead.json<{ phone: string }>().phone).not.toBe('');
    const unknown = await seller.get(`${API.seller}?token=${'x'.repeat(43)}`);
    expect(unknown.json()).toMatchObject({ reason: 'unknown' });
  });

  it('expires a link after the days the setting gives', async () => {
    await w.t.app.db
      .insertInto('settings')
      .values({ key: 'repairRequests.sellerLinkDays', value: '3' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '3' }))
      .execute();
    const answer = (
      await buyer.post(API.share, { requestId: request.id })
    ).json<RepairShareAnswer>();
    const link = answer.request.links.at(-1)!;
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBe(3);
    await w.t.app.db
      .updateTable('repair_request_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', link.id)
      .execute();
    const token = answer.path.split('/repair-request/')[1]!;
    const dead = await (await browser(w.t.app)).get(`${API.seller}?token=${token}`);
    expect(dead.json()).toMatchObject({ reason: 'expired' });
  });

  it("keeps the seller's page out of search indexes and Referer headers", async () => {
    const page = await w.t.app.inject(`/repair-request/${'z'.repeat(43)}`);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await w.t.app.inject('/robots.txt')).body).toContain('Disallow: /repair-request/\n');
  });

  it('limits the opens of seller links per client address', async () => {
    const seller = await browser(w.t.app);
    const open = () =>
      seller.request({
        method: 'GET',
        url: `${API.seller}?token=${'y'.repeat(43)}`,
        remoteAddress: '203.0.113.77',
      });
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) answers.push((await open()).statusCode);
    expect(answers.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
