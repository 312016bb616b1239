import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxHealth } from '../email/email.service';
import { notFound } from '../errors';

// What an operator watches (docs/operations.md): requests and latency by route and status, the
// database pool, the e-mail outbox, reminders and the payment gateway, and the process itself.

const registry = new Registry();
collectDefaultMetrics({ register: registry });

const requests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Answers by route pattern, method and status, and how long each took.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const gatewayCalls = new Counter({
  name: 'payment_gateway_calls_total',
  help: 'Payment gateway calls by outcome: answered, timeout or unreachable (the failures).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const remindersDue = new Gauge({
  name: 'reminders_due_unsent',
  help: 'Reminders due that the last run could not queue (it tries again at the next).',
  registers: [registry],
});

export const remindersQueued = new Counter({
  name: 'reminders_queued_total',
  help: 'Reminders queued for sending.',
  registers: [registry],
});

/** Counts one answer; also called for the answers sent before Fastify (cache/kept-answers.ts). */
export function countAnswer(method: string, route: string, status: number, seconds: number): void {
  requests.observe({ method, route, status }, seconds);
}

/** A bearer token checked in constant time (hashes of equal length, whatever was sent). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const sent = header?.startsWith('Bearer ') ? header.slice(7) : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0;
}

/**
 * Counts every answer (one observe per request), and with METRICS_TOKEN serves /metrics to
 * `Authorization: Bearer <token>` only: anyone else, or everyone without it, gets a 404.
 */
export function registerMetrics(
  app: FastifyInstance,
  pool: () => { inUse: number; waiting: number },
): void {
  // Callback style: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    countAnswer(
      request.method,
      request.routeOptions.url ?? 'none',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  const token = app.env.METRICS_TOKEN;
  if (!token) {
    app.get('/metrics', async (_request, reply) => reply.send(notFound()));
    return;
  }
  // This app's own gauges (tests build several apps in one process) beside the shared ones.
  const own = new Registry();

  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'PostgreSQL connections of this process in use (SQLite: 0).',
    registers: [own],
    collect() {
      this.set(pool().inUse);
    },
  });
  new Gauge({
    name: 'db_pool_requests_waiting',
    help: 'Requests of this process waiting for a PostgreSQL connection.',
    registers: [own],
    collect() {
      this.set(pool().waiting);
    },
  });
  // One look at the outbox per scrape: the first gauge reads it and sets the other two.
  const oldest = new Gauge({
    name: 'outbox_oldest_queued_seconds',
    help: 'Age of the oldest e-mail waiting to be sent (0: none).',
    registers: [],
  });
  const givenUp = new Gauge({
    name: 'outbox_given_up',
    help: 'E-mails given up after a day of retries and not resent.',
    registers: [],
  });
  new Gauge({
    name: 'outbox_queued',
    help: 'E-mails waiting to be sent (one outbox for every process).',
    registers: [own],
    async collect() {
      const health = await outboxHealth(app.db, new Date());
      this.set(health.queued);
      oldest.set(health.oldestSeconds);
      givenUp.set(health.givenUp);
    },
  });
  own.registerMetric(oldest);
  own.registerMetric(givenUp);
  const all = Registry.merge([registry, own]);

  app.get('/metrics', async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) return reply.send(notFound());
    return reply
      .header('content-type', all.contentType)
      .header('cache-control', 'no-store')
      .send(await all.metrics());
  });
}
