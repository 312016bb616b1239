import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PausableProxy, startPausableProxy } from '../../testing/pausable-proxy';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';
import { type DatabaseHandle, openDatabase } from './database';
import { isDatabaseUnavailable } from './database-unavailable';

// A connect slower than the connect timeout is load while the database answers other statements
// (a busy machine starts a backend slowly), and an outage when nothing answers.

const CONNECT_TIMEOUT_MS = 1000;
const SLOWER_THAN_THE_TIMEOUT_MS = 1600;
const UNREACHABLE_WITHIN_MS = 2000;

const onPostgres = testDialects.includes('postgres') ? describe : describe.skip;

onPostgres('a slow connect on PostgreSQL', () => {
  let database: TestDatabase;
  let proxy: PausableProxy;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    const url = new URL(database.url);
    proxy = await startPausableProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    handle = openDatabase(url.toString(), { connectTimeoutMs: CONNECT_TIMEOUT_MS });
  });
  afterEach(async () => {
    proxy.resume();
    await handle.destroy();
    await proxy.close();
  });

  it('is waited for while the database answers on another connection', async () => {
    await sql`select 1`.execute(handle.db);
    proxy.openAfter(SLOWER_THAN_THE_TIMEOUT_MS);
    // One connection keeps getting answers (the pool's only one, held here) ...
    let busy = true;
    const answering = handle.db.connection().execute(async (db) => {
      while (busy) await sql`select pg_sleep(0.05)`.execute(db);
    });
    // ... while another has to be opened, past the connect timeout.
    const slow = await sql<{ one: number }>`select 1 as one`.execute(handle.db).finally(() => {
      busy = false;
    });
    await answering;
    expect(slow.rows).toEqual([{ one: 1 }]);
  });

  it('is an outage, answered within 2 s, when nothing else answers', async () => {
    proxy.openAfter(60_000);
    const started = Date.now();
    const outcome = await sql`select 1`.execute(handle.db).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect(Date.now() - started).toBeLessThan(UNREACHABLE_WITHIN_MS);
  });
});
