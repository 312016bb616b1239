import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { bumpVersions } from './cache-versions.repository';
import { CHECK_EVERY_MS, PublicCache } from './public-cache';

// A change made by another process (a direct version bump here) must reach reads that arrive
// together after a quiet spell: the one that starts the version check and the ones beside it.

describe.each(testDialects)('the public cache’s version checks on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('reads arriving while a check is under way wait for it, not for the last one', async () => {
    const cache = new PublicCache(t.app.db);
    let generation = 1;
    const load = () => Promise.resolve({ value: generation });
    await cache.get('slots', 'a', load);
    await cache.get('slots', 'b', load);

    // Another process changes the slots; this one has been quiet for longer than a check lasts.
    await bumpVersions(t.app.db, ['slots']);
    generation = 2;
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS + 50));

    const [a, b] = await Promise.all([
      cache.get('slots', 'a', load),
      cache.get('slots', 'b', load),
    ]);
    expect(a.body).toBe('2');
    expect(b.body).toBe('2');
  });
});
