import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMINISTRATOR_ROLE } from '../../shared/auth/login';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { findUserById, type User } from '../users/users.service';
import { csrfTokenFor, newRandomToken, RANDOM_TOKEN_PATTERN, sha256Hex } from './session-crypto';
import {
  deleteSession,
  findSession,
  insertSession,
  type SessionRow,
  touchSession,
} from './session.repository';

/** What every request carries (contracts): id = SHA-256 hex of the cookie value. */
export interface RequestSession {
  id: string;
  userId: number | null;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// Idle and absolute timeouts (docs/security.md); administrators' sessions are shorter
// because e-mail sign-in is low assurance.
export const SESSION_TIMEOUTS = {
  customer: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  administrator: { idleMs: 12 * HOUR, absoluteMs: DAY },
} as const;

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

/** The live session (and its user) of a cookie value, or null; expired sessions are deleted. */
export async function loadSession(
  db: Db,
  cookieValue: string | undefined,
  now: Date,
): Promise<{ session: RequestSession; user: User | null } | null> {
  if (!cookieValue || !RANDOM_TOKEN_PATTERN.test(cookieValue)) return null;
  const id = sha256Hex(cookieValue);
  const row = await findSession(db, id);
  if (!row) return null;
  const user = row.userId === null ? null : ((await findUserById(db, row.userId)) ?? null);
  const expiresAt = Math.min(expiryOf(row, user), Date.parse(row.expiresAt));
  if (expiresAt <= now.getTime() || (row.userId !== null && !user)) {
    await deleteSession(db, id);
    return null;
  }
  if (now.getTime() - Date.parse(row.lastSeenAt) >= TOUCH_INTERVAL_MS) {
    const next = expiryOf({ createdAt: row.createdAt, lastSeenAt: now.toISOString() }, user);
    await touchSession(db, id, now.toISOString(), new Date(next).toISOString());
  }
  return { session: { id, userId: row.userId }, user };
}

/** Sets the session cookie and its readable XSRF-TOKEN companion. */
function setSessionCookies(app: FastifyInstance, reply: FastifyReply, token: string, id: string) {
  const common = { path: '/', sameSite: 'lax', secure: isHttps(app.env) } as const;
  const maxAge = Math.floor(SESSION_TIMEOUTS.customer.absoluteMs / 1000);
  reply.setCookie(sessionCookieName(app.env), token, { ...common, httpOnly: true, maxAge });
  reply.setCookie(XSRF_COOKIE, csrfTokenFor(app.secret, id), { ...common, maxAge });
}

/** (Re)sends the XSRF-TOKEN cookie of the request's session. */
export function sendCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.session) return;
  const app = request.server;
  reply.setCookie(XSRF_COOKIE, csrfTokenFor(app.secret, request.session.id), {
    path: '/',
    sameSite: 'lax',
    secure: isHttps(app.env),
    maxAge: Math.floor(SESSION_TIMEOUTS.customer.absoluteMs / 1000),
  });
}

async function createSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User | null,
  now: Date,
): Promise<RequestSession> {
  const app = request.server;
  const token = newRandomToken();
  const id = sha256Hex(token);
  const expiresAt = new Date(now.getTime() + timeoutsFor(user).idleMs).toISOString();
  await insertSession(app.db, { id, userId: user?.id ?? null, now: now.toISOString(), expiresAt });
  setSessionCookies(app, reply, token, id);
  request.session = { id, userId: user?.id ?? null };
  request.user = user;
  return request.session;
}

/** The request's session, creating an anonymous one (and its cookies) when there is none. */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestSession> {
  return request.session ?? createSession(request, reply, null, new Date());
}

/** Sign-in: the old session row is deleted and a new id is issued for the user (fixation). */
export async function startUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  now: Date,
): Promise<RequestSession> {
  if (request.session) await deleteSession(request.server.db, request.session.id);
  return createSession(request, reply, user, now);
}

/** Logout: the session is deleted and replaced by a fresh anonymous one, so later posts work. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await deleteSession(request.server.db, request.session.id);
  await createSession(request, reply, null, new Date());
}
