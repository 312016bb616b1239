import { randomInt } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '../../shared/auth/login';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { hmacHex, newRandomToken, safeEqual, sha256Hex } from './session-crypto';
import { startUserSession } from './session.service';
import { getSiteSettings } from '../settings/settings.service';
import { findUserByEmail, findUserById, recordSignIn, type User } from '../users/users.service';
import { enqueueEmail, enqueueNothing } from '../email/outbox.service';
import {
  claimCodeAttempt,
  consumeById,
  consumeByTokenHash,
  countRequestsSince,
  findPendingCodeForSession,
  insertLoginRequest,
  retirePendingForSession,
} from './auth.repository';
import { loginEmail } from './login-email';
import { codesLockedUntil, forgetWrongCodes, recordWrongCode } from './code-lock.service';
import {
  TOO_MANY_FROM_IP,
  LINK_INVALID,
  CODE_WRONG,
  CODE_DEAD,
  CODE_TOO_MANY,
  codesLockedMessage,
} from '../../shared/auth/sign-in-messages';

// Short lives and few tries keep a six-digit code and an e-mailed link safe to offer.
const MINUTE = 60 * 1000;
export const LINK_TTL_MINUTES = 15;
export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * The sign-in API answers `{ success, message }`. A link or code that does not match (wrong,
 * expired, used) is an ordinary answer, `{ success: false }`; refusals that need the person to do
 * something else (too many tries, a locked account) are HTTP errors that carry the same fields.
 */
export type SignInOutcome = { user: User } | { failure: string };

export class SignInRefused extends HttpError {
  constructor(statusCode: number, message: string, retryAfterSeconds?: number) {
    super(statusCode, message, { success: false, message }, retryAfterSeconds);
  }
}

const codeHash = (secret: string, sessionId: string, code: string) =>
  hmacHex(secret, `login-code:${sessionId}:${code}`);

/**
 * "Send me a link": the caller sees the same answer whether or not the e-mail has an account;
 * only a known account gets an e-mail. Every request is recorded, so the limits count unknown
 * e-mails too. Over the per-e-mail limit the answer stays the same but nothing is sent (a
 * stranger must not get the owner refused); over the per-client limit it is 429. Never waits for
 * the mail server.
 */
export async function requestLoginLink(
  app: FastifyInstance,
  input: { email: string; ip: string; sessionId: string; now: Date },
): Promise<void> {
  const { email, ip, sessionId, now } = input;
  const nowIso = now.toISOString();
  const hourAgo = new Date(now.getTime() - 60 * MINUTE).toISOString();
  if ((await countRequestsSince(app.db, { ip }, hourAgo)) >= app.env.LOGIN_REQUESTS_PER_IP_HOUR)
    throw new HttpError(429, TOO_MANY_FROM_IP);
  const throttled =
    (await countRequestsSince(app.db, { email }, hourAgo)) >= app.env.LOGIN_REQUESTS_PER_EMAIL_HOUR;

  // Throttled, the earlier link and code of this browser keep working: nothing replaces them.
  if (!throttled) await retirePendingForSession(app.db, sessionId, nowIso);
  const user = await findUserByEmail(app.db, email);
  // Read on every path, with the same one-transaction write below: a known e-mail must not answer
  // slower than an unknown one. Mail is only queued here; the outbox worker sends it.
  const site = await getSiteSettings(app.db, app.env);
  const record = { email, userId: user?.id ?? null, sessionId, ip, now: nowIso, throttled };
  if (!user || throttled) {
    await app.db.transaction().execute(async (trx) => {
      await insertLoginRequest(trx, {
        ...record,
        tokenHash: null,
        codeHash: null,
        tokenExpiresAt: null,
        codeExpiresAt: null,
        consumedAt: nowIso,
      });
      await enqueueNothing(trx, now);
    });
    app.mailer.wake();
    return;
  }

  const token = newRandomToken();
  const code = String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
  const content = loginEmail({
    site,
    firstName: user.firstName,
    // From the configured public URL, never the Host header, which the requester controls.
    link: `${app.env.PUBLIC_URL}/user/login?token=${token}`,
    code,
    linkMinutes: LINK_TTL_MINUTES,
    codeMinutes: CODE_TTL_MINUTES,
  });
  await app.db.transaction().execute(async (trx) => {
    await insertLoginRequest(trx, {
      ...record,
      tokenHash: sha256Hex(token),
      codeHash: codeHash(app.secret, sessionId, code),
      tokenExpiresAt: new Date(now.getTime() + LINK_TTL_MINUTES * MINUTE).toISOString(),
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE).toISOString(),
      consumedAt: null,
    });
    // The log keeps the message without its link and code; worthless once the link expires.
    await enqueueEmail(trx, { to: user.email, ...content }, now, {
      secrets: [token, code],
      giveUpAfterMs: LINK_TTL_MINUTES * MINUTE,
    });
  });
  app.mailer.wake();
}

/**
 * The same e-mail sent on someone else's behalf (an administrator's "send sign-in link"): its code
 * is bound to a session nobody holds, so only the link works, for the mailbox's owner alone.
 */
export async function sendSignInLinkFor(
  app: FastifyInstance,
  input: { email: string; ip: string; now: Date },
): Promise<void> {
  await requestLoginLink(app, { ...input, sessionId: sha256Hex(newRandomToken()) });
}

/** POST authenticate.php {token}: a live link token signs its user in, once; code locks aside. */
export async function signInWithToken(
  app: FastifyInstance,
  token: string,
  now: Date,
): Promise<SignInOutcome> {
  const userId = await consumeByTokenHash(app.db, sha256Hex(token), now.toISOString());
  const user = userId === null ? undefined : await findUserById(app.db, userId);
  if (!user) return { failure: LINK_INVALID };
  return { user };
}

/**
 * POST authenticate.php {code}: checked only against the code asked for from this browser
 * session; each code gets MAX_CODE_ATTEMPTS tries, claimed before comparing. A client that sent
 * too many wrong codes is refused for a while (429), for that account or for all.
 */
export async function signInWithCode(
  app: FastifyInstance,
  input: { code: string; sessionId: string; ip: string; now: Date },
): Promise<SignInOutcome> {
  const nowIso = input.now.toISOString();
  const pending = await findPendingCodeForSession(app.db, input.sessionId, nowIso);
  if (!pending?.codeHash || pending.userId === null) return { failure: CODE_DEAD };
  const user = await findUserById(app.db, pending.userId);
  if (!user) {
    await consumeById(app.db, pending.id, nowIso);
    return { failure: CODE_DEAD };
  }
  const who = { userId: user.id, ip: input.ip };
  const until = await codesLockedUntil(app.db, who, input.now);
  if (until) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - input.now.getTime()) / MINUTE));
    const seconds = Math.ceil((until.getTime() - input.now.getTime()) / 1000);
    throw new SignInRefused(429, codesLockedMessage(minutes), seconds);
  }
  const attempt = await claimCodeAttempt(app.db, pending.id, MAX_CODE_ATTEMPTS);
  if (attempt === null) return { failure: CODE_DEAD };

  if (safeEqual(codeHash(app.secret, input.sessionId, input.code), pending.codeHash)) {
    if ((await consumeById(app.db, pending.id, nowIso)) === null) return { failure: CODE_DEAD };
    await forgetWrongCodes(app.db, who);
    return { user };
  }
  await recordWrongCode(app.db, who, input.now);
  if (attempt >= MAX_CODE_ATTEMPTS) {
    await consumeById(app.db, pending.id, nowIso);
    throw new SignInRefused(429, CODE_TOO_MANY);
  }
  return { failure: CODE_WRONG };
}

/** After a successful link or code: a new session id for the user, against session fixation. */
export async function completeSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  now: Date,
): Promise<void> {
  await recordSignIn(request.server.db, user.id, now.toISOString());
  await startUserSession(request, reply, user, now);
}
