import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { HttpError } from '../errors';
import { perAddress } from './per-address';
import { createSlidingWindowLimiter } from './sliding-window-limiter';

describe.each(testDialects)('a route limited per address on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  let handled = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    app = Fastify();
    app.decorate('db', t.app.db);
    app.setErrorHandler((error, _request, reply) =>
      error instanceof HttpError
        ? reply.status(error.statusCode).send({ error: error.message })
        : reply.status(400).send({ error: 'bad' }),
    );
    const limiter = createSlidingWindowLimiter<string>({
      bucket: `per-address-${dialect}`,
      windowMs: 60_000,
      perWindow: 2,
      message: 'Too many.',
    });
    app.post(
      '/limited',
      {
        schema: {
          body: {
            type: 'object',
            required: ['n'],
            properties: { n: { type: 'number' } },
          },
        },
        preHandler: perAddress(limiter),
      },
      async () => ({ handled: ++handled }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const post = (body: unknown, ip = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/limited', payload: body as object, remoteAddress: ip });

  it('counts valid requests per address and refuses past the limit before the handler runs', async () => {
    // A malformed body is refused by validation first, so it costs no try.
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ n: 1 })).statusCode).toBe(200);
    expect((await post({ n: 2 })).statusCode).toBe(200);
    const refused = await post({ n: 3 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many.' });
    expect(handled).toBe(2);
    // Another address has its own count.
    expect((await post({ n: 4 }, '198.51.100.9')).statusCode).toBe(200);
  });
});
