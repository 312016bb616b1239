import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminSuite } from '../../testing/admin-testing';
import { API } from '../../testing/sign-in-testing';
import type { TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { BAD_TOKEN_MESSAGE, csrfGuardedRoutes, NO_SESSION_MESSAGE } from './csrf';

/** Other spellings of a route's path, as a client can send them byte for byte. */
function spellings(url: string): [label: string, path: string][] {
  const rest = url.slice('/cms-admin/'.length);
  const dot = url.lastIndexOf('.');
  return [
    ['percent-encoded letter', `/%63ms-admin/${rest}`],
    ['percent-encoded dot', `${url.slice(0, dot)}%2E${url.slice(dot + 1)}`],
    ['percent-encoded slash', `/cms-admin%2F${rest}`],
    ['double-encoded letter', `/%2563ms-admin/${rest}`],
    ['double slash', `/${url}`],
    ['inner double slash', `/cms-admin//${rest}`],
    ['upper case', url.toUpperCase()],
    ['dot-dot segment', `/cms-admin/x/../${rest}`],
    ['dot segment', `/cms-admin/./${rest}`],
    ['semicolon parameter', `${url};jsessionid=1`],
    ['trailing slash', `${url}/`],
  ];
}

interface Answer {
  status: number;
  body: string;
}

describe.each(testDialects)('CSRF on the routed path, over real HTTP, on %s', (dialect) => {
  let port: number;

  const suite = adminSuite(dialect);
  beforeAll(async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    port = (suite.app.server.address() as AddressInfo).port;
  });

  // node:http sends the path exactly as given (fetch would normalise it first).
  const send = (
    method: string,
    path: string,
    cookie: string,
    extra: Record<string, string> = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            cookie,
            ...extra,
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end('{}');
    });

  const cookieOf = (agent: TestAgent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  it('refuses or 404s every spelling of every write route sent without a token', async () => {
    const routes = csrfGuardedRoutes(suite.app).filter((r) => r.url.startsWith('/cms-admin/'));
    expect(routes.length).toBeGreaterThan(5);
    const refusals = [BAD_TOKEN_MESSAGE, NO_SESSION_MESSAGE].map((error) =>
      JSON.stringify({ error }),
    );
    for (const { method, url } of routes) {
      for (const [label, path] of spellings(url)) {
        const res = await send(method, path, cookieOf(suite.admin));
        const what = `${method} ${path} (${label}): ${res.status} ${res.body.slice(0, 120)}`;
        expect([403, 404], what).toContain(res.status);
        if (res.status === 403) expect(refusals, what).toContain(res.body);
      }
    }
    // The router decodes %63 to "c", so this spelling reaches the route: the token check holds.
    const encoded = await send('POST', `/%63ms-admin/api/logout.php`, cookieOf(suite.admin));
    expect(encoded).toEqual({ status: 403, body: JSON.stringify({ error: BAD_TOKEN_MESSAGE }) });
    // Nothing was handled: still signed in, nothing audited.
    expect((await suite.admin.get(`${API}/session.php`)).json()).toMatchObject({ email: ADMIN });
    expect(await suite.app.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('handles that encoded spelling when the token is sent: it is the same route', async () => {
    const token = decodeURIComponent(suite.admin.cookies.get('XSRF-TOKEN') ?? '');
    const res = await send('POST', '/%63ms-admin/api/logout.php', cookieOf(suite.admin), {
      'x-xsrf-token': token,
    });
    expect(res).toEqual({ status: 200, body: JSON.stringify({ success: true }) });
  });
});
