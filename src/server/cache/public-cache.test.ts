import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { localChangeSettlesAt } from './local-changes';
import { CHECK_EVERY_MS, PublicCache } from './public-cache';

// Another process's change: the row moved on without this process noting a change of its own.
const bumpElsewhere = (db: Db, topic: string) =>
  sql`update cache_versions set version = version + 1 where topic = ${topic}`.execute(db);

// A change made by another process (a direct version bump here) must reach reads that arrive
// together after a quiet spell: the one that starts the version check and the ones beside it.

describe.each(testDialects)('the public cache’s version checks on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The start-up's own changes (the seed's settings) have settled: reads here may peek.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, localChangeSettlesAt() - Date.now())),
    );
  });
  afterAll(() => t.close());

  it('reads arriving while a check is under way wait for it, not for the last one', async () => {
    const cache = new PublicCache(t.app.db);
    let generation = 1;
    const load = () => Promise.resolve({ value: generation });
    await cache.get('slots', 'a', load);
    await cache.get('slots', 'b', load);

    // Another process changes the slots; this one has been quiet for longer than a check lasts.
    await bumpElsewhere(t.app.db, 'slots');
    generation = 2;
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS + 50));

    const [a, b] = await Promise.all([
      cache.get('slots', 'a', load),
      cache.get('slots', 'b', load),
    ]);
    expect(a.body).toBe('2');
    expect(b.body).toBe('2');
  });

  it('peeks a kept copy only while the versions are known current', async () => {
    const cache = new PublicCache(t.app.db);
    const load = () => Promise.resolve({ value: 'x'.repeat(2000) });
    expect(cache.peek('pages', 'p')).toBeUndefined(); // nothing kept, nothing checked
    await cache.get('pages', 'p', load);
    const kept = cache.peek('pages', 'p');
    expect(kept?.body).toBe(JSON.stringify('x'.repeat(2000)));
    expect(kept?.gzipText).toBe(kept?.gzip?.toString('latin1'));
    expect(cache.peek('pages', 'other')).toBeUndefined();

    // This process's own change: until it has settled every read must check, so no peeking.
    cache.changedHere();
    expect(cache.peek('pages', 'p')).toBeUndefined();

    // Another process's change: once the last check is older than CHECK_EVERY_MS, no peeking
    // either; the next read checks, sees the new version and loads again.
    const quiet = new PublicCache(t.app.db);
    await quiet.get('services', 's', load);
    expect(quiet.peek('services', 's')).toBeDefined();
    await bumpElsewhere(t.app.db, 'services');
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS + 50));
    expect(quiet.peek('services', 's')).toBeUndefined();
    let loads = 0;
    await quiet.get('services', 's', () => {
      loads++;
      return load();
    });
    expect(loads).toBe(1);
    expect(quiet.peek('services', 's')).toBeDefined();
  });

  it('starts the next check halfway and answers from the last one meanwhile', async () => {
    const cache = new PublicCache(t.app.db);
    // The clock stands still but where the test moves it (no wait a busy machine could stretch).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      await cache.get('pages', 'fresh', () => Promise.resolve({ value: 'kept' }));
      // Past halfway: this peek starts the next check and still answers, as does the next one
      // while that check is under way.
      vi.setSystemTime(start + CHECK_EVERY_MS / 2 + 10);
      expect(cache.peek('pages', 'fresh')?.body).toBe('"kept"');
      expect(cache.peek('pages', 'fresh')?.body).toBe('"kept"');
      // Past the first check's time: the copy is known current again once that check answers.
      vi.setSystemTime(start + CHECK_EVERY_MS + 50);
      await vi.waitFor(() => expect(cache.peek('pages', 'fresh')?.body).toBe('"kept"'), {
        timeout: 10_000,
      });
      // Once the last answer is too old, nothing is known current until a check answers.
      vi.setSystemTime(start + 3 * CHECK_EVERY_MS);
      expect(cache.peek('pages', 'fresh')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
