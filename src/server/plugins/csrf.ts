import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';
import { csrfTokenFor, safeEqual } from '../auth/session-crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` only for routes that stand in for a third party and check their own keys (the
     * payment sandbox's gateway API); every other write route needs the session's token.
     */
    csrf?: boolean;
  }
}

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';
export const NO_SESSION_MESSAGE = 'Your session has expired. Please reload the page and try again.';
export const BAD_TOKEN_MESSAGE =
  'The security token is missing or invalid. Please reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface GuardedRoute {
  method: string;
  url: string;
}

interface RouteRecord {
  guarded: GuardedRoute[];
  exempt: GuardedRoute[];
}

const recorded = new WeakMap<FastifyInstance, RouteRecord>();

/** Every state-changing route of the app the token check guards, so a test can try each one. */
export function csrfGuardedRoutes(app: FastifyInstance): GuardedRoute[] {
  return [...(recorded.get(app)?.guarded ?? [])];
}

/** The state-changing routes that opted out with `config: { csrf: false }`. */
export function csrfExemptRoutes(app: FastifyInstance): GuardedRoute[] {
  return [...(recorded.get(app)?.exempt ?? [])];
}

/** Whether the browser says the request was made by another site (Fetch metadata or Origin). */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}

/**
 * Refuse by default: every request with a method other than GET/HEAD/OPTIONS that reached a route
 * must send back the session's token as X-XSRF-TOKEN (or a `_csrf` form field), and cross-site
 * requests are refused. The decision follows the route Fastify matched, never the raw URL, so an
 * encoded or oddly written path that still reaches a handler is checked like the plain one.
 * Unmatched requests (404) reach no handler and need no token. Runs before validation so a forged
 * request learns nothing about the payload rules.
 */
export function registerCsrf(app: FastifyInstance): void {
  const publicOrigin = new URL(app.env.PUBLIC_URL).origin;
  const record: RouteRecord = { guarded: [], exempt: [] };
  recorded.set(app, record);
  // Registered before any route, so it sees every one (onRoute hooks reach child plugins).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => !SAFE_METHODS.has(m));
    const list = route.config?.csrf === false ? record.exempt : record.guarded;
    for (const method of methods) list.push({ method, url: route.url });
  });
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.is404) return;
    if (request.routeOptions.config.csrf === false) return;
    if (isCrossSite(request, publicOrigin)) throw forbidden(CROSS_SITE_MESSAGE);
    if (!request.session) throw forbidden(NO_SESSION_MESSAGE);
    const header = request.headers['x-xsrf-token'];
    const field = (request.body as { _csrf?: unknown } | undefined)?._csrf;
    const sent = typeof header === 'string' ? header : field;
    if (typeof sent !== 'string' || !safeEqual(sent, csrfTokenFor(app.secret, request.session.id)))
      throw forbidden(BAD_TOKEN_MESSAGE);
  });
}
