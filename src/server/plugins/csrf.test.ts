import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, askForLink, browser } from '../../testing/sign-in-testing';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import {
  BAD_TOKEN_MESSAGE,
  CROSS_SITE_MESSAGE,
  csrfExemptRoutes,
  csrfGuardedRoutes,
  NO_SESSION_MESSAGE,
} from './csrf';

const PUBLIC_URL = 'http://localhost:3000';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** "METHOD /url" of every write route in Fastify's own route table (its printed tree). */
function writeRoutesOf(app: FastifyInstance): string[] {
  const found: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = (at - 1) / 4;
    const [, segment = '', methods = ''] =
      /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3)) ?? [];
    const url = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = url;
    for (const m of methods.split(', ')) if (m && !SAFE.has(m)) found.push(`${m} ${url}`);
  }
  return found;
}

describe.each(testDialects)('CSRF protection on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SMTP_URL: catcher.url,
      PUBLIC_URL,
      ADMIN_EMAIL: 'admin@example.test',
    });
    // Signed in as an administrator, so a refusal can only come from the token check.
    admin = await browser(t.app);
    const { code } = await askForLink(catcher, admin, 'admin@example.test');
    await admin.post(`${API}/authenticate.php`, { code });
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  const routes = () =>
    csrfGuardedRoutes(t.app).map((r) => ({
      method: r.method,
      url: r.url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x'),
    }));

  it('guards every state-changing route the app serves, sign-in and logout included', () => {
    const guarded = csrfGuardedRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      `POST ${API}/request_login_link.php`,
      `POST ${API}/authenticate.php`,
      `POST ${API}/logout.php`,
      `POST ${API}/inspection_orders.php`,
      'POST /cms-admin/manage-pages.php',
    ])
      expect(guarded).toContain(expected);
    // Fastify's own route table, not our record: every write route is guarded or listed exempt.
    const exempt = csrfExemptRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect([...guarded, ...exempt].sort()).toEqual(writeRoutesOf(t.app).sort());
  });

  it('exempts only the payment sandbox’s gateway API and the signed texts webhook', async () => {
    expect(csrfExemptRoutes(t.app)).toEqual([
      { method: 'POST', url: '/sandbox/xml/v1/request.api' },
      { method: 'POST', url: `${API}/sms_inbound.php` },
    ]);
    // The provider's webhook carries no cookie: its signature is what it is checked by.
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${API}/sms_inbound.php`,
      payload: { From: '+14125550100', Body: 'STOP' },
    });
    expect(unsigned.statusCode).toBe(403);
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/sandbox/xml/v1/request.api',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(sandbox.statusCode).toBe(200);
  });

  it('refuses every one of them without a token, with a wrong one, or with another session’s', async () => {
    const other = await browser(t.app);
    const otherToken = decodeURIComponent(other.cookies.get('XSRF-TOKEN') ?? '');
    const variants: [string, Record<string, string>][] = [
      ['missing', { 'x-xsrf-token': '' }],
      ['wrong', { 'x-xsrf-token': 'not-the-token' }],
      ["another session's", { 'x-xsrf-token': otherToken }],
    ];
    for (const { method, url } of routes()) {
      for (const [label, headers] of variants) {
        const res = await admin.request({
          method: method as 'POST',
          url,
          payload: {},
          headers,
        });
        expect(res.statusCode, `${method} ${url} with a ${label} token`).toBe(403);
        expect(res.json(), `${method} ${url}`).toEqual({ error: BAD_TOKEN_MESSAGE });
      }
      const anonymous = await createAgent(t.app).request({
        method: method as 'POST',
        url,
        payload: {},
      });
      expect(anonymous.statusCode, `${method} ${url} without a session`).toBe(403);
      expect(anonymous.json()).toEqual({ error: NO_SESSION_MESSAGE });
    }
    expect(await admin.get(`${API}/session.php`).then((r) => r.json())).toMatchObject({
      email: 'admin@example.test',
    });
  });

  it('refuses cross-site requests even with the right token', async () => {
    const a = await browser(t.app);
    const post = (headers: Record<string, string>) =>
      a.request({
        method: 'POST',
        url: `${API}/request_login_link.php`,
        payload: { email: 'z@example.test' },
        headers,
      });
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const res = await post(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ error: CROSS_SITE_MESSAGE });
    }
    for (const headers of <Record<string, string>[]>[
      { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80' },
    ]) {
      const res = await post(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('accepts the token as a _csrf form field (admin page forms)', async () => {
    const a = await browser(t.app);
    const token = decodeURIComponent(a.cookies.get('XSRF-TOKEN') ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/logout.php`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `sid=${a.cookies.get('sid')}`,
      },
      payload: `_csrf=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('leaves reads alone, and answers an unknown write path 404 without a token', async () => {
    expect((await t.app.inject(`${API}/pages.php?slug=home`)).statusCode).toBe(200);
    for (const url of ['/sandbox/anything', `${API}/no-such.php`, '/about']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
