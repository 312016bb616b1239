import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dribble, openRawConnection } from '../../testing/raw-socket';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Small limits so the test is quick; the defaults (10 s, 30 s, 65 s) are documented in the README.
const HEADERS_MS = 400;
const REQUEST_MS = 800;
const KEEP_ALIVE_MS = 500;
// Node checks the header and request limits on an interval (capped at 1 s by the server), then
// the socket closes: generous, but far below the minute a slow client used to hold a socket.
const MARGIN_MS = 1500;

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a connection whose headers never finish', async () => {
    const { socket, closed } = await openRawConnection(port);
    const start = Date.now();
    void dribble(
      socket,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'x'.repeat(200)}`,
      50,
    );
    const { received, at } = await closed;
    expect(at - start).toBeLessThan(HEADERS_MS + MARGIN_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408 |^$/);
  });

  it('closes a connection whose body never finishes', async () => {
    const { socket, closed } = await openRawConnection(port);
    const start = Date.now();
    socket.write(
      'POST /cms-admin/api/logout.php HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n',
    );
    void dribble(socket, `{"a":"${'x'.repeat(490)}"}`, 50);
    const { received, at } = await closed;
    expect(at - start).toBeLessThan(REQUEST_MS + MARGIN_MS);
    expect(received).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it('closes an idle keep-alive connection', async () => {
    const { socket, closed } = await openRawConnection(port);
    const start = Date.now();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { received, at } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(at - start).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 50);
    expect(at - start).toBeLessThan(KEEP_ALIVE_MS + MARGIN_MS);
  });

  it('still serves ordinary requests', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
