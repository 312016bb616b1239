import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

async function appWith(database: TestDatabase, overrides: Record<string, string> = {}) {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://localhost:3000',
    OUTBOX_POLL_MS: '0',
    ...overrides,
  });
  return buildApp(env, { logger: false });
}

describe('/metrics', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await appWith(database, { METRICS_TOKEN: TOKEN });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const metrics = (authorization?: string) =>
    app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('is a 404 without the token, with a wrong one, or another scheme', async () => {
    for (const auth of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      'Bearer ',
    ]) {
      const res = await metrics(auth);
      expect(res.statusCode, String(auth)).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the Prometheus text format to the token, a request counted by its route', async () => {
    await app.inject({ url: '/cms-admin/api/services.php' });
    const res = await metrics(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const name of [
      'http_request_duration_seconds_bucket',
      'db_pool_connections_in_use',
      'db_pool_requests_waiting',
      'outbox_queued',
      'outbox_oldest_queued_seconds',
      'outbox_given_up',
      'reminders_due_unsent',
      'payment_gateway_calls_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(res.body, name).toContain(name);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/cms-admin\/api\/services\.php",status="200"\} [1-9]/,
    );
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const other = await createTestDatabase('sqlite');
    const plain = await appWith(other);
    try {
      await plain.ready();
      const res = await plain.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
      await other.drop();
    }
  });
});

describe('an error the customer sees', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await appWith(database);
    // A route that fails as a bug would: the answer must carry the request's reference.
    app.get('/cms-admin/api/failing-for-test.php', async () => {
      throw new Error('a bug');
    });
    app.get('/failing-page-for-test', async () => {
      throw new Error('a bug');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('API: the message with "Reference <id>" and the id as reference', async () => {
    const res = await app.inject({ url: '/cms-admin/api/failing-for-test.php' });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ error: string; reference: string }>();
    expect(body.reference).toMatch(/^[0-9a-f]{8}$/);
    expect(body.error).toBe(
      `Something went wrong on our side. Please try again. Reference ${body.reference}.`,
    );
  });

  it('page: a plain page naming the reference', async () => {
    const res = await app.inject({
      url: '/failing-page-for-test',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/please give the reference [0-9a-f]{8}\./);
    expect(res.body).not.toContain('a bug');
  });
});
