import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { sessionCookieName } from '../auth/session.service';
import { parseEnv } from '../env';
import { openDatabase } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { startPausableProxy, type PausableProxy } from '../../testing/pausable-proxy';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';

const SHELL =
  '<!doctype html><html><head><title>x</title></head><body><!--site-config--></body></html>';
// The limit the site promises while its database is out of reach.
const ANSWER_WITHIN_MS = 2000;

const onPostgres = testDialects.includes('postgres') ? describe : describe.skip;

async function startApp(databaseUrl: string, clientDir: string) {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://localhost:3000',
  });
  const app = await buildApp(env, { logger: false, clientDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, env, base };
}

async function timed(url: string, init?: RequestInit) {
  const start = Date.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return {
    status: res.status,
    body,
    ms: Date.now() - start,
    type: res.headers.get('content-type'),
  };
}

onPostgres('PostgreSQL faults', () => {
  let database: TestDatabase;
  let clientDir: string;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    clientDir = mkdtempSync(join(tmpdir(), 'hi-client-'));
    writeFileSync(join(clientDir, 'index.html'), SHELL);
  });
  afterAll(async () => {
    rmSync(clientDir, { recursive: true, force: true });
    await database?.drop();
  });

  describe('connections killed under load', () => {
    let app: FastifyInstance;
    let base: string;
    let cookie: string;
    beforeEach(async () => {
      ({ app, base } = await startApp(database.url, clientDir));
      const session = await fetch(`${base}/cms-admin/api/session.php`);
      const name = sessionCookieName(app.env);
      const set = session.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
      cookie = set!.split(';', 1)[0]!;
    });
    afterEach(() => app.close());

    it('keeps serving (503 at worst) while backends are terminated, then recovers', async () => {
      const killer = new pg.Client({ connectionString: database.url });
      await killer.connect();
      let killing = true;
      let kills = 0;
      const kill = (async () => {
        while (killing) {
          const { rowCount } = await killer.query(
            'select pg_terminate_backend(pid) from pg_stat_activity ' +
              'where datname = current_database() and pid <> pg_backend_pid()',
          );
          kills += rowCount ?? 0;
          await new Promise((r) => setTimeout(r, 15));
        }
      })();

      const paths = [
        '/cms-admin/api/services.php',
        '/cms-admin/api/session.php',
        '/',
        '/pages.php',
      ];
      const statuses: number[] = [];
      const worker = async (n: number) => {
        for (let i = 0; i < 40; i++) {
          const path = paths[(n + i) % paths.length]!.replace(
            '/pages.php',
            '/cms-admin/api/pages.php',
          );
          const res = await fetch(base + path, { headers: { cookie } });
          await res.arrayBuffer();
          statuses.push(res.status);
        }
      };
      await Promise.all(Array.from({ length: 12 }, (_, n) => worker(n)));
      killing = false;
      await kill;
      await killer.end();

      expect(kills).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      for (const path of ['/cms-admin/api/services.php', '/cms-admin/api/session.php', '/']) {
        const res = await fetch(base + path, { headers: { cookie } });
        expect(res.status, path).toBe(200);
      }
    });
  });

  describe('a database that goes silent', () => {
    let proxy: PausableProxy;
    let app: FastifyInstance;
    let base: string;
    beforeEach(async () => {
      const url = new URL(database.url);
      proxy = await startPausableProxy(url.hostname, Number(url.port || 5432));
      ({ app, base } = await startApp(proxiedUrl(proxy), clientDir));
    });
    const proxiedUrl = (through: PausableProxy) => {
      const url = new URL(database.url);
      url.hostname = '127.0.0.1';
      url.port = String(through.port);
      return url.toString();
    };
    afterEach(async () => {
      proxy.resume();
      await app.close();
      await proxy.close();
    });

    it('answers within 2 s (503, or the last page shell), and recovers by itself', async () => {
      expect((await timed(`${base}/`)).status).toBe(200);
      expect((await timed(`${base}/cms-admin/api/services.php`)).status).toBe(200);
      expect((await timed(`${base}/readyz`)).status).toBe(200);

      proxy.pause();
      const cookie = `${sessionCookieName(app.env)}=${'a'.repeat(43)}`;
      const [api, cached, page, withSession, ready, health] = await Promise.all([
        // A read the server holds no copy of must reach the database; the price list it holds.
        timed(`${base}/cms-admin/api/pages.php?slug=not-cached-${Date.now()}`),
        timed(`${base}/cms-admin/api/services.php`),
        timed(`${base}/book-now`),
        timed(`${base}/cms-admin/api/get_slots.php`, { headers: { cookie } }),
        timed(`${base}/readyz`),
        timed(`${base}/healthz`, { headers: { cookie } }),
      ]);
      expect(api.status).toBe(503);
      expect(JSON.parse(api.body)).toEqual({
        error: expect.any(String),
        message: 'The site is temporarily unavailable. Please try again in a minute.',
        reference: expect.stringMatching(/^[0-9a-f]{8}$/),
      });
      expect(api.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(cached.status).toBe(200);
      expect(cached.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<script id="site-config"');
      expect(page.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(withSession.status).toBe(503);
      expect(withSession.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'unavailable' });
      expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);
      // No database (nor session) work: it answers at once, not after a database time limit.
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(500);

      proxy.resume();
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        status = (await timed(`${base}/cms-admin/api/services.php`)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
      expect((await timed(`${base}/readyz`)).status).toBe(200);
    });

    it('gives up a transaction on a silent database within one query limit', async () => {
      // Each wait is about a second; two (the query, then its rollback) would pass the limit.
      const handle = openDatabase(proxiedUrl(proxy), {
        connectTimeoutMs: 1000,
        queryTimeoutMs: 1000,
      });
      try {
        const start = Date.now();
        const outcome = await handle.db
          .transaction()
          .execute(async (trx) => {
            await sql`select 1`.execute(trx);
            proxy.pause();
            await sql`select 1`.execute(trx);
          })
          .catch((error: unknown) => error);
        // Without closing the silent connection, the rollback would wait out a second limit.
        expect(Date.now() - start).toBeLessThan(ANSWER_WITHIN_MS);
        expect(isDatabaseUnavailable(outcome)).toBe(true);
      } finally {
        proxy.resume();
        await handle.destroy();
      }
    });

    it('with no shell rendered yet, a page is a plain 503 "temporarily unavailable"', async () => {
      proxy.pause();
      const page = await timed(`${base}/`);
      expect(page.status).toBe(503);
      expect(page.type).toContain('text/html');
      expect(page.body).toContain('Temporarily unavailable');
      expect(page.ms).toBeLessThan(ANSWER_WITHIN_MS);
    });
  });
});
