import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { gatewayCredentials, SANDBOX_API_PATH } from '../gateway/gateway-config';
import { acceptUiScript } from './accept-ui-stand-in';
import type { SandboxContext } from './sandbox-context';
import { faultDelayMs } from './sandbox-faults';
import { encodeApiBody, MESSAGES, requestError } from './sandbox-responses';
import { handleApiRequest } from './sandbox.service';

/**
 * The built-in payment sandbox, registered under /sandbox only when PAYMENT_PROVIDER=sandbox:
 * Authorize.Net's JSON API at its real path and a stand-in for its hosted card form script.
 * The API is called server-to-server and by the card form; it is exempt from CSRF (contracts).
 */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const ctx: SandboxContext = {
    db: app.db,
    credentials: gatewayCredentials(app.env, app.secret),
    timeZone: app.env.BUSINESS_TIMEZONE,
    faultDelayMs: faultDelayMs(app.env.PAYMENT_TIMEOUT_MS),
    now: () => new Date(),
    sleep: (ms) => sleep(ms),
  };
  const script = acceptUiScript({ endpoint: SANDBOX_API_PATH });

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

  app.post('/xml/v1/request.api', async (request, reply) => {
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

  app.get('/v3/AcceptUI.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );
};
