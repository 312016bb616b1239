import type { FastifyInstance } from 'fastify';
import { removeExpiredSignIns } from '../auth/session-cleanup.service';
import { attachSession, type RequestSession } from '../auth/session.service';
import type { User } from '../users/users.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser session (contracts), or null when the request has no live one. */
    session: RequestSession | null;
    /** The signed-in user of that session, or null. */
    user: User | null;
  }
  interface FastifyContextConfig {
    /** `false`: the answer is the same for everyone and may be shared-cached; no session. */
    session?: boolean;
  }
}

// Built files (hashed assets, icons) never need a session: skip the database look-up for them.
const STATIC_FILE = /\.(?:js|mjs|css|map|svg|png|jpe?g|gif|webp|ico|woff2?|txt|webmanifest)$/;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const LOGIN_REQUEST_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Loads the session named by the cookie into request.session / request.user: a signed-in one
 * from the database, an anonymous one from its signed cookie alone.
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  // Callback style: the requests that need no session (the hot cached reads among them) pass
  // without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    // Public cached reads: no database look-up, and no renewed cookie on a shared copy.
    if (request.routeOptions.config?.session === false) return done();
    const path = request.url.split('?', 1)[0] ?? '/';
    // The health probes must answer without the database (and a probe has no session anyway).
    if (STATIC_FILE.test(path) || path === '/healthz' || path === '/readyz') return done();
    // Renewed cookies go out only on API and admin answers, which are never cached.
    attachSession(request, reply, path.startsWith('/cms-admin/')).then(() => done(), done);
  });

  // Expired sessions and old sign-in requests are removed hourly by every process (idempotent).
  const prune = async () => {
    const now = new Date();
    try {
      await removeExpiredSignIns(app.db, now, new Date(now.getTime() - LOGIN_REQUEST_RETENTION_MS));
    } catch (error) {
      app.log.warn({ err: error }, 'pruning sessions failed');
    }
  };
  const timer = setInterval(() => void prune(), PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', prune);
  app.addHook('onClose', async () => clearInterval(timer));
}
