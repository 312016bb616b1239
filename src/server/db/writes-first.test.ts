import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';
import { registerWritesFirst } from '../plugins/writes-first';
import {
  type DatabaseHandle,
  loadTransaction,
  openDatabase,
  waitForAdvisoryLocks,
  waitsAreLoad,
} from './database';
import { Places } from './pool-gate';
import { isWriteFirst, writesFirst } from './writes-first';

// Under a rush of reads, a write (an order) waits for a database place ahead of them, and a
// transaction's lock waits after waitsAreLoad are load for the rest of it (decision 080).

describe('places in the pool', () => {
  it('go to callers that come ahead before earlier ones', async () => {
    const places = new Places(1, 10);
    await places.take(1000);
    const served: string[] = [];
    const waits = [
      places.take(1000).then(() => served.push('read 1')),
      places.take(1000).then(() => served.push('read 2')),
      places.take(1000, true).then(() => served.push('write')),
    ];
    for (let i = 0; i < 3; i++) {
      places.give();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(waits);
    expect(served).toEqual(['write', 'read 1', 'read 2']);
  });

  it('serve a read that has waited its longest before the writes', async () => {
    const places = new Places(1, 10, 50);
    await places.take(1000);
    const served: string[] = [];
    const read = places.take(1000).then(() => served.push('read'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    const write = places.take(1000, true).then(() => served.push('write'));
    places.give();
    await new Promise((resolve) => setImmediate(resolve));
    places.give();
    await Promise.all([read, write]);
    expect(served).toEqual(['read', 'write']);
  });
});

describe('a request that changes something', () => {
  it('runs its handler ahead of reads, and a read does not', async () => {
    const app = Fastify();
    registerWritesFirst(app);
    app.route({
      method: ['GET', 'POST'],
      url: '/x',
      handler: async () => ({ ahead: isWriteFirst() }),
    });
    const post = await app.inject({ method: 'POST', url: '/x', payload: {} });
    const get = await app.inject({ method: 'GET', url: '/x' });
    expect(post.json()).toEqual({ ahead: true });
    expect(get.json()).toEqual({ ahead: false });
    await app.close();
  });
});

const onPostgres = testDialects.includes('postgres') ? describe : describe.skip;

onPostgres('the pool on PostgreSQL', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    handle = openDatabase(database.url, { poolSize: 1, queryTimeoutMs: 1000 });
  });
  afterAll(async () => {
    await handle?.destroy();
    await database?.drop();
  });

  it('hands its one connection to a write before the reads queued earlier', async () => {
    const served: string[] = [];
    let free = () => undefined as void;
    const held = handle.db.connection().execute(
      (db) =>
        new Promise<void>((resolve) => {
          free = resolve;
          void sql`select 1`.execute(db);
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reads = [1, 2].map((n) =>
      sql`select 1`.execute(handle.db).then(() => served.push(`read ${n}`)),
    );
    const write = writesFirst(() =>
      sql`select 1`.execute(handle.db).then(() => served.push('write')),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    free();
    await Promise.all([held, write, ...reads]);
    expect(served).toEqual(['write', 'read 1', 'read 2']);
  });

  it('raises the statement limit once for a transaction, not around each lock wait', async () => {
    const limit = async (db: typeof handle.db) =>
      (
        await sql<{ limit: string }>`select current_setting('statement_timeout') as limit`.execute(
          db,
        )
      ).rows[0]?.limit;
    const seen = await handle.db.transaction().execute(async (trx) => {
      await waitsAreLoad(trx);
      await waitForAdvisoryLocks(trx, ['writes-first-test']);
      // Still the pool wait after the lock wait: nothing was sent to restore it.
      return limit(trx);
    });
    expect(seen).toBe('5s');
    // The next transaction has the statement limit again.
    expect(await handle.db.transaction().execute(limit)).toBe('1s');
  });

  it('raises it with the BEGIN of a load transaction, in the same round trip', async () => {
    const limit = async (db: typeof handle.db) =>
      (
        await sql<{ limit: string }>`select current_setting('statement_timeout') as limit`.execute(
          db,
        )
      ).rows[0]?.limit;
    const seen = await loadTransaction(handle.db, async (trx) => {
      const first = await limit(trx);
      await waitForAdvisoryLocks(trx, ['writes-first-test']);
      return [first, await limit(trx)];
    });
    expect(seen).toEqual(['5s', '5s']);
    // Only that transaction: the next one, and a statement of its own, have the limit again.
    expect(await handle.db.transaction().execute(limit)).toBe('1s');
    expect(await limit(handle.db)).toBe('1s');
  });
});
