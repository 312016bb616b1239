import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, askForLink, browser } from '../../testing/sign-in-testing';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import {
  BAD_TOKEN_MESSAGE,
  CROSS_SITE_MESSAGE,
  csrfGuardedRoutes,
  NO_SESSION_MESSAGE,
} from './csrf';

const PUBLIC_URL = 'http://localhost:3000';

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

  it('guards every state-changing endpoint under /cms-admin/', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      `POST ${API}/request_login_link.php`,
      `POST ${API}/authenticate.php`,
      `POST ${API}/logout.php`,
    ])
      expect(urls).toContain(expected);
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

  it('leaves reads and paths outside /cms-admin/ alone', async () => {
    expect((await t.app.inject(`${API}/pages.php?slug=home`)).statusCode).toBe(200);
    const sandbox = await t.app.inject({ method: 'POST', url: '/sandbox/anything', payload: {} });
    expect(sandbox.statusCode).not.toBe(403);
  });
});
