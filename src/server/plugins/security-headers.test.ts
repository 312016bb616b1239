import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signedIn } from '../../testing/admin-testing';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import type { TestAgent } from '../../testing/test-agent';
import { securityHeaderOptions, securityHeaderSet } from './security-headers';

// The full header set as @fastify/helmet sent it before the headers were built once at start:
// any change to a security header must be deliberate and show up here.
const SITE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: https:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-src 'self'",
].join(';');

const HELMET = {
  'content-security-policy': SITE_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
// A JSON answer's own set (decision 091): data that loads and frames nothing.
const JSON_SET = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** Every header but the ones that change from answer to answer. */
function fixedHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const {
    date: _date,
    etag: _etag,
    'set-cookie': _cookie,
    'content-length': _length,
    ...rest
  } = headers;
  return rest;
}

describe.each(testDialects)('security headers on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let https: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, { SMTP_URL: catcher.url, ADMIN_EMAIL: ADMIN });
    https = await createTestApp(dialect, { PUBLIC_URL: 'https://inspect.example' });
    admin = await signedIn(t.app, catcher, ADMIN);
  });
  afterAll(async () => {
    await t?.close();
    await https?.close();
    await catcher?.stop();
  });

  it('sends a page the same full header set as before, compressed', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(fixedHeaders(res.headers)).toEqual({
      ...HELMET,
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      'content-encoding': 'gzip',
      connection: 'keep-alive',
    });
  });

  it("sends the inspector's pages the policy that lets the report editor decode HEIC", async () => {
    const res = await t.app.inject({ url: '/inspector/reports/1' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("worker-src 'self' blob:");
    for (const url of ['/', '/inspectors/1/photo', '/inspector-calendar/x.ics']) {
      const other = await t.app.inject({ url });
      expect(String(other.headers['content-security-policy']), url).not.toContain('wasm');
    }
  });

  it("sends a JSON answer, a JSON error too, its own set; a file not found the page's", async () => {
    const res = await t.app.inject({
      url: '/cms-admin/api/pages.php?slug=home',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(fixedHeaders(res.headers)).toEqual({
      ...JSON_SET,
      'cache-control': 'public, max-age=60, stale-while-revalidate=600',
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
      'content-encoding': 'gzip',
      connection: 'keep-alive',
    });
    const refused = await t.app.inject('/cms-admin/api/pages.php?slug=no-such-page');
    expect(refused.statusCode).toBe(404);
    expect(fixedHeaders(refused.headers)).toEqual({
      ...JSON_SET,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      connection: 'keep-alive',
    });
    const missing = await t.app.inject('/nope.js');
    expect(missing.statusCode).toBe(404);
    expect(fixedHeaders(missing.headers)).toEqual({
      ...HELMET,
      'content-type': 'text/plain; charset=utf-8',
      connection: 'keep-alive',
    });
  });

  it('lets an admin page be framed by this site only, every other header unchanged', async () => {
    const res = await admin.get('/cms-admin/manage-pages.php');
    expect(res.statusCode).toBe(200);
    expect(fixedHeaders(res.headers)).toEqual({
      ...HELMET,
      'content-security-policy': SITE_CSP.replace(
        "frame-ancestors 'none'",
        "frame-ancestors 'self'",
      ),
      'referrer-policy': 'same-origin',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    // The next answer still gets the site-wide values: the override changed only that reply.
    const after = await t.app.inject('/about');
    expect(after.headers['content-security-policy']).toBe(SITE_CSP);
    expect(after.headers['referrer-policy']).toBe('no-referrer');
  });

  it('adds HSTS when the site is served over https', async () => {
    const page = await https.app.inject('/');
    expect(fixedHeaders(page.headers)).toMatchObject({ ...HELMET, ...HSTS });
    const res = await https.app.inject('/cms-admin/api/session.php');
    expect(res.statusCode).toBe(200);
    expect(fixedHeaders(res.headers)).toEqual({
      ...JSON_SET,
      ...HSTS,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      connection: 'keep-alive',
    });
  });
});

describe('the security header set', () => {
  it('lets the payment form host load its script, frame and calls, as before', () => {
    const hosts = ['https://jstest.authorize.net', 'https://apitest.authorize.net'];
    const headers = securityHeaderSet(securityHeaderOptions('http://localhost:3000', hosts));
    const extra = ` ${hosts.join(' ')}`;
    expect(headers).toEqual({
      ...HELMET,
      'content-security-policy': SITE_CSP.replace("script-src 'self'", `script-src 'self'${extra}`)
        .replace("connect-src 'self'", `connect-src 'self'${extra}`)
        .replace("frame-src 'self'", `frame-src 'self'${extra}`),
    });
  });

  it("allows WebAssembly and a blob: worker on the inspector's pages alone", () => {
    const headers = securityHeaderSet(securityHeaderOptions('http://localhost:3000', [], true));
    expect(headers['content-security-policy']).toBe(
      SITE_CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'").replace(
        "style-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline';worker-src 'self' blob:",
      ),
    );
  });
});
