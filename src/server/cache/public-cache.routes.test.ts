import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../testing/test-agent';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { editPage } from '../pages/content.service';
import { editService, findServiceRecord } from '../services/services-admin.service';
import { matchesEtag } from './cached-reply';

const API = '/cms-admin/api';
const PAGE = `${API}/pages.php?slug=home`;
const SERVICES = `${API}/services.php`;
const SLOTS = `${API}/get_slots.php?future=true&limit=20`;

describe('matchesEtag', () => {
  it('compares weakly, reads lists and *, ignores an over-long header', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
    expect(matchesEtag(`${'"x", '.repeat(1000)}W/"abc"`, 'W/"abc"')).toBe(false);
  });
});

describe.each(testDialects)('cached public reads on %s', (dialect) => {
  let t: TestApp;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: 'admin@example.test' });
    const admin = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@example.test')
      .executeTakeFirstOrThrow();
    adminId = admin.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it.each([
    [PAGE, 'public, max-age=60, stale-while-revalidate=600'],
    [SERVICES, 'public, max-age=60, stale-while-revalidate=600'],
    [SLOTS, 'public, no-cache'],
  ])('%s answers an ETag and 304 when the browser has it', async (url, cacheControl) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(cacheControl);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(cacheControl);
    const other = await get(url, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('sends the same JSON gzipped when asked, and no cookie even to a visitor with a session', async () => {
    const agent = createAgent(t.app);
    await agent.get(`${API}/session.php`);
    const plain = await agent.get(PAGE);
    expect(plain.headers['set-cookie']).toBeUndefined();
    const zipped = await get(PAGE, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['plain', {}],
    ['gzip as browsers ask', { 'accept-encoding': 'gzip, deflate, br' }],
    ['brotli only', { 'accept-encoding': 'br' }],
    ['with session cookies', { 'accept-encoding': 'gzip', cookie: 'sid=x; XSRF-TOKEN=y' }],
  ])('answers a kept copy exactly as the first answer (%s)', async (_name, headers) => {
    for (const url of [PAGE, SERVICES, SLOTS]) {
      // The first answer of an address goes the whole way; later ones are sent from the first hook.
      const first = await get(url, headers);
      const kept = await get(url, headers);
      const { date: _d1, ...firstHeaders } = first.headers;
      const { date: _d2, ...keptHeaders } = kept.headers;
      expect(kept.statusCode).toBe(first.statusCode);
      expect(keptHeaders).toEqual(firstHeaders);
      expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
      const etag = first.headers.etag as string;
      const notModified = await get(url, { ...headers, 'if-none-match': etag });
      const again = await get(url, { ...headers, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      const { date: _d3, ...notModifiedHeaders } = notModified.headers;
      const { date: _d4, ...againHeaders } = again.headers;
      expect(againHeaders).toEqual(notModifiedHeaders);
    }
  });

  it('answers HEAD and a new spelling of the query the whole way, like the first time', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: PAGE });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await get(`${API}/get_slots.php?future=true&limit=0`)).statusCode).toBe(400);
    expect((await get(`${API}/get_slots.php?limit=20&future=true`)).statusCode).toBe(200);
  });

  it('keeps 404 and 400 answers uncached (no-store)', async () => {
    const missing = await get(`${API}/pages.php?slug=no-such-page`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await get(`${API}/get_slots.php?limit=0`)).statusCode).toBe(400);
  });

  it('drops the page copy as soon as an administrator edits the page', async () => {
    const before = await get(PAGE);
    const page = before.json() as { id: number; title: string; content: string };
    await editPage(t.app.db, { id: adminId, at: new Date() }, page.id, {
      title: 'Welcome home',
      slug: 'home',
      content: '<p>New words</p>',
    });
    const after = await get(PAGE, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ title: 'Welcome home', content: '<p>New words</p>' });
  });

  it('drops the price list copy as soon as a price changes', async () => {
    const list = (await get(SERVICES)).json() as { id: number; price_cents: number }[];
    const first = list[0]!;
    const record = (await findServiceRecord(t.app.db, first.id))!;
    await editService(t.app.db, { id: adminId, at: new Date() }, first.id, {
      name: record.name,
      slug: record.slug,
      description: record.description,
      price: record.priceCents + 100,
    });
    const after = (await get(SERVICES)).json() as { id: number; price_cents: number }[];
    expect(after.find((s) => s.id === first.id)?.price_cents).toBe(record.priceCents + 100);
  });

  it('drops a booked slot from the cached list as soon as the booking is saved', async () => {
    const [slotId] = await addSlots(t.app.db, [0.5], 'Soon');
    const ids = async () => ((await get(SLOTS)).json() as { id: number }[]).map((s) => s.id);
    expect(await ids()).toContain(slotId);
    const customer = createAgent(t.app);
    await customer.get(`${API}/session.php`);
    const res = await customer.post(
      `${API}/inspection_orders.php`,
      await validSubmission(t.app.db, slotId!, 'cache@example.test'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await ids()).not.toContain(slotId);
  });
});
