import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';
import { csrfTokenFor, safeEqual } from '../auth/session-crypto';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';
export const NO_SESSION_MESSAGE = 'Your session has expired. Please reload the page and try again.';
export const BAD_TOKEN_MESSAGE =
  'The security token is missing or invalid. Please reload the page and try again.';

export interface GuardedRoute {
  method: string;
  url: string;
}

const guardedRoutes = new WeakMap<FastifyInstance, GuardedRoute[]>();

/** Every state-changing route the token check guards, so a test can try each one. */
export function csrfGuardedRoutes(app: FastifyInstance): GuardedRoute[] {
  return [...(guardedRoutes.get(app) ?? [])];
}

/** Whether the browser says the request was made by another site (Fetch metadata or Origin). */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}

/**
 * Every non-GET/HEAD request under /cms-admin/ must send back the session's
 * token as X-XSRF-TOKEN (or a `_csrf` form field), and cross-site requests are refused. Runs
 * before validation so a forged request learns nothing about the payload rules. /sandbox/* (the
 * payment gateway stand-in, called server to server) is outside /cms-admin/ and so exempt.
 */
export function registerCsrf(app: FastifyInstance): void {
  const publicOrigin = new URL(app.env.PUBLIC_URL).origin;
  const guarded: GuardedRoute[] = [];
  guardedRoutes.set(app, guarded);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => !SAFE_METHODS.has(m));
    if (route.url.startsWith('/cms-admin/'))
      for (const method of methods) guarded.push({ method, url: route.url });
  });
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/cms-admin/')) return;
    if (isCrossSite(request, publicOrigin)) throw forbidden(CROSS_SITE_MESSAGE);
    if (!request.session) throw forbidden(NO_SESSION_MESSAGE);
    const header = request.headers['x-xsrf-token'];
    const field = (request.body as { _csrf?: unknown } | undefined)?._csrf;
    const sent = typeof header === 'string' ? header : field;
    if (typeof sent !== 'string' || !safeEqual(sent, csrfTokenFor(app.secret, request.session.id)))
      throw forbidden(BAD_TOKEN_MESSAGE);
  });
}
