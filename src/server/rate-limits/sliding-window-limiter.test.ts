import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { buildApp } from '../app';
import { HttpError } from '../errors';
import { deleteHitsBefore } from './rate-limit-hits.repository';
import { createSlidingWindowLimiter } from './sliding-window-limiter';

const refusal = async (run: () => Promise<void>): Promise<HttpError | undefined> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  return undefined;
};

const at = (ms: number) => new Date(Date.UTC(2026, 10, 28) + ms);

describe.each(testDialects)('a sliding-window limiter on %s', (dialect) => {
  let t: TestApp;
  let bucket = 0;
  // Each test its own bucket, so their counts never meet.
  const limiter = (perWindow = 3) =>
    createSlidingWindowLimiter<string>({
      bucket: `test-${++bucket}`,
      windowMs: 60_000,
      perWindow,
      message: 'Too many.',
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('takes the allowed tries, then answers 429 with the seconds until the oldest leaves', async () => {
    const limit = limiter();
    const db = t.app.db;
    for (const ms of [0, 10_000, 20_000]) await limit.take(db, 'a', at(ms));
    const refused = await refusal(() => limit.take(db, 'a', at(30_000)));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.message).toBe('Too many.');
    expect(refused?.retryAfterSeconds).toBe(30);
    // Another key has its own window; the first try leaves the window after a minute, and the
    // refused one was never counted.
    expect(await refusal(() => limit.take(db, 'b', at(30_000)))).toBeUndefined();
    expect(await refusal(() => limit.take(db, 'a', at(60_000)))).toBeUndefined();
    expect((await refusal(() => limit.take(db, 'a', at(65_000))))?.retryAfterSeconds).toBe(5);
  });

  it('keeps one count per limit: the same key in another bucket starts afresh', async () => {
    const first = limiter(1);
    const second = limiter(1);
    await first.take(t.app.db, 'a', at(0));
    expect(await refusal(() => second.take(t.app.db, 'a', at(1)))).toBeUndefined();
    expect((await refusal(() => first.take(t.app.db, 'a', at(2))))?.statusCode).toBe(429);
  });

  it('lets through no more than the limit of tries made at once', async () => {
    const limit = limiter(3);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => refusal(() => limit.take(t.app.db, 'a', at(0)))),
    );
    expect(outcomes.filter((refused) => refused === undefined)).toHaveLength(3);
    expect(outcomes.filter((refused) => refused?.statusCode === 429)).toHaveLength(7);
  });

  it('shares the count between processes on the same database', async () => {
    const other = await buildApp(t.env, { logger: false });
    await other.ready();
    try {
      const limit = limiter(2);
      await limit.take(t.app.db, 'a', at(0));
      await limit.take(other.db, 'a', at(1));
      expect((await refusal(() => limit.take(t.app.db, 'a', at(2))))?.statusCode).toBe(429);
      expect((await refusal(() => limit.take(other.db, 'a', at(3))))?.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('forgets tries older than every window when pruned', async () => {
    const limit = limiter(1);
    await limit.take(t.app.db, 'old', at(0));
    expect(await deleteHitsBefore(t.app.db, at(1).toISOString())).toBeGreaterThanOrEqual(1);
    expect(await refusal(() => limit.take(t.app.db, 'old', at(2)))).toBeUndefined();
  });
});

describe('a limit longer than the tries are kept', () => {
  it('is refused when it is made', () => {
    expect(() =>
      createSlidingWindowLimiter({
        bucket: 'x',
        windowMs: 2 * 60 * 60_000,
        perWindow: 1,
        message: '',
      }),
    ).toThrow(/window too long/);
  });
});
