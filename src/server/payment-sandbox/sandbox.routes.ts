import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { acceptUiScript } from './accept-ui-stand-in';
import type { SandboxContext, SandboxOptions } from './sandbox-context';
import { faultDelayMs } from './sandbox-faults';
import { encodeApiBody, MESSAGES, requestError } from './sandbox-responses';
import type { SandboxDb } from './sandbox-tables';
import { handleApiRequest } from './sandbox.service';
import { settleNow, startDailySettlement } from './sandbox-settlement.service';
import { requireAdministrator } from '../auth/guards';

/** The real API's path, under the prefix the sandbox is mounted at. */
const API_PATH = '/xml/v1/request.api';
/** Settles now instead of at the daily cut-off (the sandbox's own; the gateway has no such call). */
export const SETTLE_NOW_PATH = '/settle';

export type SandboxRoutesOptions = SandboxOptions & { db: SandboxDb };

/**
 * The emulated JSON API and the hosted card form's stand-in script. The API is called
 * server-to-server and by the card form; it is exempt from CSRF (it checks its own keys).
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, options) => {
  const ctx: SandboxContext = {
    db: options.db,
    credentials: options.credentials,
    timeZone: options.timeZone,
    faultDelayMs: faultDelayMs(options.paymentTimeoutMs),
    now: () => new Date(),
    sleep: (ms) => sleep(ms),
  };
  const script = acceptUiScript({ endpoint: `${app.prefix}${API_PATH}` });

  // The API reads the raw text itself: a body that is not JSON, or JSON with keys out of schema
  // order, is answered in the API's own way (HTTP 200 and E00003), never with a framework 400.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // A caller that gave up (a timeout fault) closes its connection, but the emulated gateway
  // still finishes its work; closing the app waits for that before the database goes away.
  const inFlight = new Set<Promise<unknown>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  // Exempt from CSRF by route: it stands in for the gateway and checks its own keys.
  app.post(API_PATH, { config: { csrf: false } }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const work = handleApiRequest(ctx, raw).catch((err: unknown) => {
      request.log.error({ err }, 'payment sandbox failed');
      return requestError(MESSAGES.internal);
    });
    inFlight.add(work);
    const body = await work.finally(() => inFlight.delete(work));
    return reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(encodeApiBody(body));
  });

  // The daily batch at the cut-off, and a button for it: tests, e2e and demonstrations reach a
  // settled capture (refundable) without waiting a day. Administrators only, with the CSRF token.
  const stopSettlement = startDailySettlement(options.db, {
    settleAt: options.settleAt ?? '15:00',
    timeZone: options.timeZone,
    onError: (err) => app.log.error({ err }, 'payment sandbox settlement failed'),
  });
  app.addHook('onClose', stopSettlement);
  app.post(SETTLE_NOW_PATH, async (request, reply) => {
    requireAdministrator(request);
    const report = await settleNow(options.db, new Date());
    return reply.header('cache-control', 'no-store').send(report);
  });

  app.get('/v3/AcceptUI.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );
};
