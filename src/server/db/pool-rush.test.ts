import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteProcess, siteSession, startSiteProcess } from '../../testing/crash-server';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { freePort } from '../../testing/outbox-test-kit';
import { startPausableProxy } from '../../testing/pausable-proxy';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';
import { openDatabase } from './database';

// Load is not an outage: a rush of bookings across two server processes on one PostgreSQL, with
// the default pool settings and the machine kept busy, waits its turn; only a database out of
// reach answers 503, and quickly.

const ORDERS = 50;
const SLOTS = 25; // every time is wanted by two orders: one 201, one 409
const UNREACHABLE_WITHIN_MS = 2000;

const onPostgres = testDialects.includes('postgres') ? describe : describe.skip;

/** A process spinning on one core for as long as the test runs. */
const spinner = (): ChildProcess =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

onPostgres('a booking rush on PostgreSQL with two processes', () => {
  let database: TestDatabase;
  const servers: SiteProcess[] = [];
  const spinners: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO_SLOTS: 'false',
      // Behind a load balancer, as in production: each customer comes from an address of their own.
      TRUST_PROXY: '1',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      OUTBOX_POLL_MS: '0',
    };
    // One after the other: the first one migrates the database.
    for (let i = 0; i < 2; i++)
      servers.push(await startSiteProcess({ ...env, PORT: String(await freePort()) }));
  }, 90_000);

  afterAll(async () => {
    for (const child of spinners) child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it(
    'answers 50 orders at once with 201 or 409 on a busy machine, none 503',
    { timeout: 90_000 },
    async () => {
      const handle = openDatabase(database.url);
      let bodies: unknown[];
      try {
        const slots = await addSlots(
          handle.db,
          Array.from({ length: SLOTS }, (_, i) => 30 + i),
        );
        bodies = await Promise.all(
          Array.from({ length: ORDERS }, (_, i) =>
            validSubmission(handle.db, slots[i % SLOTS] ?? 0, `rush${i}@example.test`),
          ),
        );
      } finally {
        await handle.destroy();
      }
      const sessions = await Promise.all(servers.map((s) => siteSession(s.baseUrl)));
      spinners.push(spinner(), spinner());

      const statuses = await Promise.all(
        bodies.map(async (body, i) => {
          const at = i % servers.length;
          const res = await fetch(`${servers[at]!.baseUrl}/cms-admin/api/inspection_orders.php`, {
            method: 'POST',
            headers: { ...sessions[at], 'x-forwarded-for': `198.51.100.${i + 1}` },
            body: JSON.stringify(body),
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      for (const child of spinners.splice(0)) child.kill('SIGKILL');

      const count = (status: number) => statuses.filter((s) => s === status).length;
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      expect(count(201)).toBe(SLOTS);
      expect(count(409)).toBe(ORDERS - SLOTS);
    },
  );

  it(
    'answers 503 within 2 s once the database cannot be reached',
    { timeout: 60_000 },
    async () => {
      // A third process, through a proxy the test takes away as a database server stopped.
      const url = new URL(database.url);
      const proxy = await startPausableProxy(url.hostname, Number(url.port || 5432));
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      const server = await startSiteProcess({
        DATABASE_URL: url.toString(),
        PORT: String(await freePort()),
        OUTBOX_POLL_MS: '0',
      });
      try {
        const headers = await siteSession(server.baseUrl);
        await proxy.close();
        const started = Date.now();
        const res = await fetch(`${server.baseUrl}/cms-admin/api/pages.php?slug=gone-${started}`, {
          headers,
        });
        expect(res.status).toBe(503);
        expect(Date.now() - started).toBeLessThan(UNREACHABLE_WITHIN_MS);
      } finally {
        await server.stop();
      }
    },
  );
});
