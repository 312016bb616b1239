import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { localChangeSettlesAt } from './local-changes';
import { CHECK_EVERY_MS, PublicCache } from './public-cache';

// A kept value (an order's settings, decision 084): used while the versions are known current,
// read afresh otherwise, and never older than a change of another process once a check saw it.

const settle = () =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, localChangeSettlesAt() - Date.now())));

describe.each(testDialects)('values kept under a version on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await settle();
  });
  afterAll(() => t.close());

  it('reads afresh until a check has answered, then keeps the value under its version', async () => {
    const cache = new PublicCache(t.app.db);
    let reads = 0;
    const load = () => Promise.resolve(++reads);
    // Never checked: read afresh (a check starts beside it).
    expect(await cache.value('settings', 'k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await cache.value('settings', 'k', load)).toBe(2);
    expect(await cache.value('settings', 'k', load)).toBe(2);
    expect(reads).toBe(2);
  });

  it('reads again once a check sees another process change the topic', async () => {
    const cache = new PublicCache(t.app.db);
    let reads = 0;
    const load = () => Promise.resolve(++reads);
    await cache.value('settings', 'k', load);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const kept = await cache.value('settings', 'k', load);
    await sql`update cache_versions set version = version + 1 where topic = ${'settings'}`.execute(
      t.app.db,
    );
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS + 50));
    // Too long since the last check: read afresh (not the kept one), and a check starts.
    expect(await cache.value('settings', 'k', load)).toBe(kept + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await cache.value('settings', 'k', load);
    expect(after).toBeGreaterThan(kept);
    expect(await cache.value('settings', 'k', load)).toBe(after);
  });
});
