import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { createSlidingWindowLimiter } from './sliding-window-limiter';

const refusal = (run: () => void): HttpError | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  return undefined;
};

describe('a sliding-window limiter', () => {
  const limit = { windowMs: 60_000, perWindow: 3, message: 'Too many.' };
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 28) + ms);

  it('takes the allowed tries, then answers 429 with the seconds until the oldest leaves', () => {
    const limiter = createSlidingWindowLimiter<string>(limit);
    for (const ms of [0, 10_000, 20_000]) limiter.take('a', at(ms));
    const refused = refusal(() => limiter.take('a', at(30_000)));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.message).toBe('Too many.');
    expect(refused?.retryAfterSeconds).toBe(30);
    // Another key has its own window; the first try leaves the window after a minute.
    expect(refusal(() => limiter.take('b', at(30_000)))).toBeUndefined();
    expect(refusal(() => limiter.take('a', at(60_000)))).toBeUndefined();
  });

  it('forgets the least recently seen key past its bound', () => {
    const limiter = createSlidingWindowLimiter<number>({ ...limit, perWindow: 1, maxKeys: 2 });
    limiter.take(1, at(0));
    limiter.take(2, at(1));
    limiter.take(3, at(2)); // key 1 is forgotten
    expect(refusal(() => limiter.take(1, at(3)))).toBeUndefined();
    expect(refusal(() => limiter.take(3, at(4)))?.statusCode).toBe(429);
  });
});
