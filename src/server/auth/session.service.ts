import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMINISTRATOR_ROLE } from '../../shared/auth/login';
import type { Env } from '../env';
import { findUserById, type User } from '../users/users.service';
import {
  anonymousCookieValue,
  csrfTokenFor,
  newRandomToken,
  RANDOM_TOKEN_PATTERN,
  readAnonymousCookie,
  sha256Hex,
} from './session-crypto';
import {
  deleteSession,
  findSession,
  insertSession,
  type SessionRow,
  touchSession,
} from './session.repository';

/** What every request carries (contracts): id = SHA-256 hex of the cookie's random value. */
export interface RequestSession {
  id: string;
  userId: number | null;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// Idle and absolute timeouts of signed-in sessions (docs/sign-in.md); administrators' sessions
// are shorter because e-mail sign-in is low assurance.
export const SESSION_TIMEOUTS = {
  customer: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  administrator: { idleMs: 12 * HOUR, absoluteMs: DAY },
} as const;

/** An anonymous visitor has no row: the signed cookie lasts this long after its last renewal. */
export const ANONYMOUS_LIFETIME_MS = 7 * DAY;
/** Its cookie is renewed at most this often, so an active visitor keeps one id. */
const ANONYMOUS_RENEW_MS = DAY;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const XSRF_COOKIE = 'XSRF-TOKEN';

const isHttps = (env: Env) => env.PUBLIC_URL.startsWith('https:');

/** `__Host-` binds the cookie to this exact host over HTTPS, out of reach of sibling domains. */
export function sessionCookieName(env: Env): string {
  return isHttps(env) ? '__Host-sid' : 'sid';
}

function timeoutsFor(user: User | null) {
  return user?.roles.includes(ADMINISTRATOR_ROLE)
    ? SESSION_TIMEOUTS.administrator
    : SESSION_TIMEOUTS.customer;
}

function expiryOf(row: Pick<SessionRow, 'createdAt' | 'lastSeenAt'>, user: User | null): number {
  const { idleMs, absoluteMs } = timeoutsFor(user);
  return Math.min(Date.parse(row.createdAt) + absoluteMs, Date.parse(row.lastSeenAt) + idleMs);
}

/** The request's cookie and when it expires: the cookies sent back keep that exact lifetime. */
interface SessionCookie {
  value: string;
  expiresAt: number;
}

interface LoadedSession {
  session: RequestSession;
  user: User | null;
  cookie: SessionCookie;
  /** The expiry moved on: the cookies are sent again with the new lifetime. */
  renewed: boolean;
}

const cookieOf = new WeakMap<FastifyRequest, SessionCookie>();
/** Requests whose answer already sets both cookies: nothing to send twice. */
const cookiesSent = new WeakSet<FastifyRequest>();

/** An anonymous cookie: checked by its signature alone, never the database. */
function loadAnonymous(app: FastifyInstance, value: string, now: number, renew: boolean) {
  const anonymous = readAnonymousCookie(app.secret, value);
  if (!anonymous || anonymous.expiresAtMs <= now) return null;
  const session = { id: sha256Hex(anonymous.random), userId: null };
  if (!renew || anonymous.expiresAtMs - now > ANONYMOUS_LIFETIME_MS - ANONYMOUS_RENEW_MS)
    return {
      session,
      user: null,
      cookie: { value, expiresAt: anonymous.expiresAtMs },
      renewed: false,
    };
  const expiresAt = now + ANONYMOUS_LIFETIME_MS;
  const renewed = anonymousCookieValue(app.secret, anonymous.random, expiresAt);
  return { session, user: null, cookie: { value: renewed, expiresAt }, renewed: true };
}

/**
 * The live session (and its user) of a cookie value, or null; expired rows are deleted. With
 * `renew` (answers that are never cached) the idle timeout moves on and the cookie follows it.
 */
export async function loadSession(
  app: FastifyInstance,
  cookieValue: string | undefined,
  now: Date,
  renew: boolean,
): Promise<LoadedSession | null> {
  if (!cookieValue) return null;
  if (!RANDOM_TOKEN_PATTERN.test(cookieValue))
    return loadAnonymous(app, cookieValue, now.getTime(), renew);
  const id = sha256Hex(cookieValue);
  const row = await findSession(app.db, id);
  if (!row) return null;
  const user = row.userId === null ? null : ((await findUserById(app.db, row.userId)) ?? null);
  const expiresAt = Math.min(expiryOf(row, user), Date.parse(row.expiresAt));
  if (expiresAt <= now.getTime() || (row.userId !== null && !user)) {
    await deleteSession(app.db, id);
    return null;
  }
  const session = { id, userId: row.userId };
  if (!renew || now.getTime() - Date.parse(row.lastSeenAt) < TOUCH_INTERVAL_MS)
    return { session, user, cookie: { value: cookieValue, expiresAt }, renewed: false };
  const next = expiryOf({ createdAt: row.createdAt, lastSeenAt: now.toISOString() }, user);
  await touchSession(app.db, id, now.toISOString(), new Date(next).toISOString());
  return { session, user, cookie: { value: cookieValue, expiresAt: next }, renewed: true };
}

/** The session cookie and its readable XSRF-TOKEN companion, both for exactly its lifetime. */
function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  cookie: SessionCookie,
  now: Date,
) {
  const app = request.server;
  const maxAge = Math.max(0, Math.floor((cookie.expiresAt - now.getTime()) / 1000));
  const common = { path: '/', sameSite: 'lax', secure: isHttps(app.env), maxAge } as const;
  reply.setCookie(sessionCookieName(app.env), cookie.value, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, csrfTokenFor(app.secret, id), common);
  cookieOf.set(request, cookie);
  cookiesSent.add(request);
}

/** Loads the request's session into request.session / request.user (the session plugin). */
export async function attachSession(
  request: FastifyRequest,
  reply: FastifyReply,
  renew: boolean,
): Promise<void> {
  const app = request.server;
  const now = new Date();
  const loaded = await loadSession(app, request.cookies[sessionCookieName(app.env)], now, renew);
  if (!loaded) return;
  request.session = loaded.session;
  request.user = loaded.user;
  cookieOf.set(request, loaded.cookie);
  if (loaded.renewed) setSessionCookies(request, reply, loaded.session.id, loaded.cookie, now);
}

/** (Re)sends the XSRF-TOKEN cookie of the request's session, for the session's lifetime. */
export function sendCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  const cookie = cookieOf.get(request);
  if (!request.session || !cookie || cookiesSent.has(request)) return;
  const app = request.server;
  reply.setCookie(XSRF_COOKIE, csrfTokenFor(app.secret, request.session.id), {
    path: '/',
    sameSite: 'lax',
    secure: isHttps(app.env),
    maxAge: Math.max(0, Math.floor((cookie.expiresAt - Date.now()) / 1000)),
  });
}

/** A new anonymous id in a signed cookie: no database row (a visitor costs no write). */
function startAnonymousSession(
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): RequestSession {
  const random = newRandomToken();
  const expiresAt = now.getTime() + ANONYMOUS_LIFETIME_MS;
  const id = sha256Hex(random);
  const value = anonymousCookieValue(request.server.secret, random, expiresAt);
  setSessionCookies(request, reply, id, { value, expiresAt }, now);
  request.session = { id, userId: null };
  request.user = null;
  return request.session;
}

/** The request's session, starting an anonymous one (and its cookies) when there is none. */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestSession> {
  return request.session ?? startAnonymousSession(request, reply, new Date());
}

/** Sign-in: the old session row is deleted and a new id is issued for the user (fixation). */
export async function startUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  now: Date,
): Promise<RequestSession> {
  const app = request.server;
  if (request.session) await deleteSession(app.db, request.session.id);
  const token = newRandomToken();
  const id = sha256Hex(token);
  // The row and the cookie end together; each renewal moves both.
  const expiresAt = now.getTime() + timeoutsFor(user).idleMs;
  await insertSession(app.db, {
    id,
    userId: user.id,
    now: now.toISOString(),
    expiresAt: new Date(expiresAt).toISOString(),
  });
  setSessionCookies(request, reply, id, { value: token, expiresAt }, now);
  request.session = { id, userId: user.id };
  request.user = user;
  return request.session;
}

/** Logout: the session is deleted and replaced by a fresh anonymous one, so later posts work. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await deleteSession(request.server.db, request.session.id);
  startAnonymousSession(request, reply, new Date());
}
