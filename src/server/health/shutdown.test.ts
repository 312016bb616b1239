import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRefused, openRawConnection } from '../../testing/raw-socket';
import { spawnServer } from '../../testing/spawned-server';

const STACK_LINE = /^ {4}at /m;
const SLOW_POST =
  'POST /cms-admin/api/logout.php HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
  'Content-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a":';

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('the server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hi-shutdown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('on SIGTERM finishes the request in flight, refuses new connections, exits 0', async () => {
    const server = await spawnServer({ DATABASE_URL: `sqlite:${join(dir, 'a.db')}` });
    const inFlight = await openRawConnection(server.port);
    inFlight.socket.write(SLOW_POST);
    await new Promise((r) => setTimeout(r, 200));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await until(() => connectionRefused(server.port), 3000)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    inFlight.socket.write('1}');
    const { received } = await inFlight.closed;
    expect(received).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(received).toContain('"error"');

    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    expect(server.stderr()).not.toMatch(STACK_LINE);
    expect(server.stdout()).not.toMatch(STACK_LINE);
    expect(server.stdout()).toContain('"msg":"shut down"');
  });

  it('exits 0 at the shutdown deadline, saying what it left', async () => {
    const server = await spawnServer({
      DATABASE_URL: `sqlite:${join(dir, 'b.db')}`,
      SHUTDOWN_TIMEOUT_MS: '1000',
    });
    const stuck = await openRawConnection(server.port);
    stuck.socket.write(SLOW_POST);
    await new Promise((r) => setTimeout(r, 200));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeGreaterThanOrEqual(1000);
    expect(at - signalledAt).toBeLessThan(5000);
    expect(server.stdout()).toMatch(/"inFlightRequests":1,.*exiting with work left/);
    expect(server.stderr()).not.toMatch(STACK_LINE);
    stuck.socket.destroy();
  });

  describe('with a database that accepts connections and never answers', () => {
    let silent: Server;
    const accepted: Socket[] = [];
    beforeAll(async () => {
      silent = createServer((socket) => void accepted.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      for (const socket of accepted) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it('does not start: exits 1 with one line saying so, no stack', async () => {
      const port = (silent.address() as AddressInfo).port;
      const startedAt = Date.now();
      const server = await spawnServer(
        { DATABASE_URL: `postgres://site@127.0.0.1:${port}/site`, DB_CONNECT_TIMEOUT_MS: '300' },
        { listen: false },
      );
      const { code, at } = await server.exited;
      expect(code).toBe(1);
      expect(at - startedAt).toBeLessThan(15_000);
      expect(server.stderr()).toContain('Cannot start: the database does not answer');
      expect(server.stderr()).not.toMatch(STACK_LINE);
    });
  });
});
