import { beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../../testing/sign-in-testing';
import { BAD_TOKEN_MESSAGE, csrfGuardedRoutes, NO_SESSION_MESSAGE } from '../plugins/csrf';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { ADMIN_MENU, adminRoutes } from './admin-pages';
import { adminSuite, csrfOf, postForm, signedInCustomer } from '../../testing/admin-testing';

const pages = adminRoutes.filter((r) => r.method === 'GET');
const posts = adminRoutes.filter((r) => r.method === 'POST');
const label = (r: (typeof adminRoutes)[number]) =>
  `${r.method} ${r.url}${r.action ? ` action=${r.action}` : ''}`;

describe.each(testDialects)('admin page access on %s', (dialect) => {
  let customer: TestAgent;
  let visitor: TestAgent;

  const suite = adminSuite(dialect);
  beforeAll(async () => {
    customer = await signedInCustomer(suite.app, suite.catcher);
    visitor = await browser(suite.app);
  });

  const submit = (agent: TestAgent, r: (typeof adminRoutes)[number], csrf: string) =>
    postForm(suite.app, agent, r.url, { _csrf: csrf, action: r.action ?? '' });

  it('serves a page for every menu entry, and the list covers every admin route served', () => {
    const urls = adminRoutes.map((r) => `${r.method} ${r.url}`);
    for (const { name } of ADMIN_MENU) expect(urls).toContain(`GET /cms-admin/${name}.php`);
    const served = csrfGuardedRoutes(suite.app).filter(
      (r) => r.url.startsWith('/cms-admin/') && !r.url.startsWith('/cms-admin/api/'),
    );
    for (const r of served) expect(urls).toContain(`${r.method} ${r.url}`);
    expect(posts.length).toBeGreaterThan(0);
  });

  it('shows every page to an administrator, framable by this site only, with the token in every form', async () => {
    for (const r of pages) {
      const res = await suite.admin.get(r.url);
      expect(res.statusCode, label(r)).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
      // A form post must carry its real Origin (no-referrer would make it "null": refused).
      expect(res.headers['referrer-policy']).toBe('same-origin');
      // Every POST form carries the token (GET search forms must not: it would land in URLs).
      const forms = res.body.match(/<form[^>]*method="post"/g)?.length ?? 0;
      const tokens = res.body.match(new RegExp(`name="_csrf" value="${csrfOf(suite.admin)}"`, 'g'));
      expect(tokens?.length ?? 0, label(r)).toBe(forms);
    }
    const home = await suite.admin.get('/cms-admin/api/session.php');
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends a signed-out visitor a sign-in page for every page and form post', async () => {
    for (const r of pages) {
      const res = await visitor.get(r.url);
      expect(res.statusCode, label(r)).toBe(401);
      expect(res.body).toContain('Please sign in');
      expect(res.body).toContain('href="/user/login"');
    }
    for (const r of posts) {
      const res = await submit(visitor, r, csrfOf(visitor));
      expect(res.statusCode, label(r)).toBe(401);
      expect(res.body).toContain('Please sign in');
    }
  });

  it('refuses a customer every page and form post', async () => {
    for (const r of pages) expect((await customer.get(r.url)).statusCode, label(r)).toBe(403);
    for (const r of posts) {
      const res = await submit(customer, r, csrfOf(customer));
      expect(res.statusCode, label(r)).toBe(403);
      expect(res.body).toContain('Administrators only');
    }
  });

  it('refuses every form post of an administrator without the right token', async () => {
    const otherToken = csrfOf(visitor);
    for (const r of posts) {
      for (const csrf of ['', 'not-the-token', otherToken]) {
        const res = await submit(suite.admin, r, csrf);
        expect(res.statusCode, `${label(r)} with token "${csrf}"`).toBe(403);
        expect(res.json()).toEqual({ error: BAD_TOKEN_MESSAGE });
      }
      const anonymous = await submit(createAgent(suite.app), r, csrfOf(suite.admin));
      expect(anonymous.statusCode, label(r)).toBe(403);
      expect(anonymous.json()).toEqual({ error: NO_SESSION_MESSAGE });
    }
  });

  it('shows a browser whose form post was refused a page, not raw JSON', async () => {
    const [r] = posts;
    const res = await suite.app.inject({
      method: 'POST',
      url: r!.url,
      payload: new URLSearchParams({ _csrf: 'stale-token', action: r!.action ?? '' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
        cookie: [...suite.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('That change was not saved');
    expect(res.body).toContain(BAD_TOKEN_MESSAGE.replace(/'/g, '&#x27;'));
  });

  it('changed nothing: the audit log is empty after all the refused posts', async () => {
    const rows = await suite.app.db.selectFrom('audit_log').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
