import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_LINK_DEAD } from '../../shared/portal/manage-link';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { browser, signedInEmail } from '../../testing/sign-in-testing';
import { type SmtpCatcher, startSmtpCatcher, waitForMail } from '../../testing/smtp-catcher';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { MANAGE_TRIES_PER_IP_HOUR } from './manage-link-limits';

// The confirmation's "Manage your inspection" link: opening it (as mail scanners do) spends
// nothing; the page's button spends it once and signs the browser in as the order's customer.

const API = '/cms-admin/api/manage_link.php';
const TEMPLATE = `<!doctype html>
<html lang="en"><head><!--site-config--></head><body><div id="root"></div></body></html>
`;

describe.each(testDialects)('manage links on %s', (dialect) => {
  let database: TestDatabase;
  let clientDir: string;
  let catcher: SmtpCatcher;
  let app: FastifyInstance;
  let n = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    catcher = await startSmtpCatcher();
    clientDir = mkdtempSync(join(tmpdir(), 'hi-client-'));
    writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO_SLOTS: 'false',
      SMTP_URL: catcher.url,
    });
    app = await buildApp(env, { logger: false, clientDir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await catcher?.stop();
    await database?.drop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** Books as `email` and answers the order id and the path of its confirmation's link. */
  async function book(email: string): Promise<{ id: number; path: string; token: string }> {
    const [slotId] = await addSlots(app.db, [48 + ++n]);
    const customer = await browser(app);
    const res = await customer.post(
      '/cms-admin/api/inspection_orders.php',
      await validSubmission(app.db, slotId!, email),
    );
    expect(res.statusCode).toBe(201);
    const mail = await waitForMail(catcher, email, /reserved/);
    const found = /http:\/\/localhost:3000(\/user\/manage\/([\w-]{43}))/.exec(mail.text);
    if (!found?.[1] || !found[2]) throw new Error(`no manage link in:\n${mail.text}`);
    return { id: res.json<{ id: number }>().id, path: found[1], token: found[2] };
  }

  it('opening the page twice spends nothing; it is kept out of search and referrers', async () => {
    const { id, path, token } = await book('opened.twice@example.test');
    for (let i = 0; i < 2; i++) {
      const page = await app.inject(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
    const link = await app.db.selectFrom('manage_links').selectAll().execute();
    expect(link.every((l) => l.used_at === null)).toBe(true);
    expect(link.some((l) => l.token_hash.length === 64 && !l.token_hash.includes(token))).toBe(
      true,
    );
    const press = await (await browser(app)).post(API, { token });
    expect(press.json()).toEqual({ orderId: id });
  });

  it('the button spends it once and signs in; another click elsewhere is refused', async () => {
    const { id, token } = await book('click.once@example.test');
    const phone = await browser(app);
    expect(await signedInEmail(phone)).toBeUndefined();
    const first = await phone.post(API, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ orderId: id });
    expect(await signedInEmail(phone)).toBe('click.once@example.test');
    expect((await phone.get(`/cms-admin/api/my_inspection.php?id=${id}`)).statusCode).toBe(200);

    // The customer's own signed-in browser just goes to the order again.
    expect((await phone.post(API, { token })).json()).toEqual({ orderId: id });

    const stranger = await browser(app);
    const second = await stranger.post(API, { token });
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({ error: MANAGE_LINK_DEAD, reason: 'used' });
    expect(await signedInEmail(stranger)).toBeUndefined();
  });

  it('refuses an expired link, an unknown one and a post without the CSRF token', async () => {
    const { token } = await book('expired.link@example.test');
    await app.db
      .updateTable('manage_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const agent = await browser(app);
    const expired = await agent.post(API, { token });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ reason: 'expired' });
    expect(await signedInEmail(agent)).toBeUndefined();
    const unknown = await agent.post(API, { token: 'x'.repeat(43) });
    expect(unknown.json()).toMatchObject({ reason: 'unknown' });
    const long = await agent.post(API, { token: 'x'.repeat(5000) });
    expect(long.statusCode).toBe(400);
    const forged = await agent.post(API, { token }, { 'x-xsrf-token': 'wrong' });
    expect(forged.statusCode).toBe(403);
  });

  it('limits the presses of one address', async () => {
    const agent = await browser(app);
    const press = () =>
      agent.request({
        url: API,
        method: 'POST',
        payload: { token: 'y'.repeat(43) },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < MANAGE_TRIES_PER_IP_HOUR; i++) expect((await press()).statusCode).toBe(404);
    const over = await press();
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
