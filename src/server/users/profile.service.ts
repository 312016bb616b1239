import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LOGIN_CODE_LENGTH } from '../../shared/auth/login';
import {
  EMAIL_CODE_MINUTES,
  PROFILE_MESSAGES,
  type ProfileAnswer,
  type ProfileValues,
} from '../../shared/portal/profile';
import { audit } from '../audit/audit.service';
import { hmacHex, safeEqual } from '../auth/session-crypto';
import type { Db } from '../db/database';
import { inTransaction } from '../db/unique-violation';
import { enqueueEmail } from '../email/outbox.service';
import { MOBILE_NUMBER_MESSAGE, mobileNumber } from '../../shared/texts/mobile-number';
import { agreeToTexts, mayText, withdrawTexts } from '../texts/texts.service';
import { badRequest, conflict, HttpError } from '../errors';
import { getSiteSettings } from '../settings/settings.service';
import { emailChangedNotice, emailCodeMessage } from './profile-emails';
import {
  claimEmailCodeAttempt,
  consumeEmailChange,
  countEmailChangesSince,
  findPendingEmailChange,
  insertEmailChange,
  retirePendingEmailChanges,
} from './profile.repository';
import { findUserByEmail, updateUserContact, updateUserEmail, type User } from './users.repository';

// /user/profile: the customer's own name and phone, and an e-mail change proved by a code sent
// to the new address. Every change is in the audit log, written in the change's transaction.

const MINUTE = 60_000;
/** Code requests per account, and per client address, in an hour. */
export const EMAIL_CHANGES_PER_USER_HOUR = 5;
export const EMAIL_CHANGES_PER_IP_HOUR = 20;
export const MAX_EMAIL_CODE_ATTEMPTS = 5;

const codeHash = (secret: string, userId: number, email: string, code: string) =>
  hmacHex(secret, `email-change:${userId}:${email}:${code}`);

export async function profileOf(db: Db, user: User, now: Date): Promise<ProfileAnswer> {
  const pending = await findPendingEmailChange(db, user.id, now.toISOString());
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email,
    pendingEmail: pending?.newEmail ?? null,
    textConsent: user.phone ? await mayText(db, user.phone) : false,
  };
}

export async function saveProfile(
  db: Db,
  user: User,
  values: ProfileValues,
  now: Date,
): Promise<void> {
  const before = { firstName: user.firstName, lastName: user.lastName, phone: user.phone };
  if (values.textConsent && !mobileNumber(values.phone))
    throw badRequest(MOBILE_NUMBER_MESSAGE, { fields: { phone: MOBILE_NUMBER_MESSAGE } });
  await db.transaction().execute(async (trx) => {
    const { textConsent, ...contact } = values;
    await updateUserContact(trx, user.id, contact, now.toISOString());
    // Ticked: texts may go to this phone; unticked: they stop, as a STOP reply would.
    if (textConsent) await agreeToTexts(trx, values.phone, 'profile', now);
    else if (textConsent === false) await withdrawTexts(trx, values.phone, now);
    const entry = { userId: user.id, action: 'update-profile', entity: 'user', entityId: user.id };
    await audit(trx, { ...entry, details: { before, after: values } }, now);
  });
}

/** Sends a code to the new address; refuses the account's own or another account's address. */
export async function requestEmailChange(
  app: FastifyInstance,
  user: User,
  input: { email: string; ip: string; now: Date },
): Promise<void> {
  const { email, ip, now } = input;
  if (email === user.email) throw badRequest(PROFILE_MESSAGES.sameEmail);
  const hourAgo = new Date(now.getTime() - 60 * MINUTE).toISOString();
  const tooMany =
    (await countEmailChangesSince(app.db, { userId: user.id }, hourAgo)) >=
      EMAIL_CHANGES_PER_USER_HOUR ||
    (await countEmailChangesSince(app.db, { ip }, hourAgo)) >= EMAIL_CHANGES_PER_IP_HOUR;
  if (tooMany) throw new HttpError(429, PROFILE_MESSAGES.tooManyRequests, undefined, 3600);
  // Only "taken" is said, never whose: the limits above keep this from listing accounts.
  if (await findUserByEmail(app.db, email)) throw conflict(PROFILE_MESSAGES.emailTaken);

  const site = await getSiteSettings(app.db, app.env);
  const code = String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
  const nowIso = now.toISOString();
  const message = emailCodeMessage({
    site,
    to: email,
    firstName: user.firstName,
    code,
    minutes: EMAIL_CODE_MINUTES,
  });
  await app.db.transaction().execute(async (trx) => {
    await retirePendingEmailChanges(trx, user.id, nowIso);
    await insertEmailChange(trx, {
      userId: user.id,
      newEmail: email,
      codeHash: codeHash(app.secret, user.id, email, code),
      ip,
      now: nowIso,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_MINUTES * MINUTE).toISOString(),
    });
    await enqueueEmail(trx, message, now, {
      secrets: [code],
      giveUpAfterMs: EMAIL_CODE_MINUTES * MINUTE,
    });
  });
  app.mailer.wake();
}

/** The code from the new address's mailbox: the account's e-mail becomes that address. */
export async function confirmEmailChange(
  app: FastifyInstance,
  user: User,
  input: { code: string; now: Date },
): Promise<{ email: string }> {
  const nowIso = input.now.toISOString();
  const pending = await findPendingEmailChange(app.db, user.id, nowIso);
  if (!pending) throw badRequest(PROFILE_MESSAGES.codeDead);
  const attempt = await claimEmailCodeAttempt(app.db, pending.id, MAX_EMAIL_CODE_ATTEMPTS);
  if (attempt === null) throw badRequest(PROFILE_MESSAGES.codeDead);
  const expected = codeHash(app.secret, user.id, pending.newEmail, input.code);
  if (!safeEqual(expected, pending.codeHash)) {
    if (attempt < MAX_EMAIL_CODE_ATTEMPTS) throw badRequest(PROFILE_MESSAGES.codeWrong);
    await consumeEmailChange(app.db, pending.id, nowIso);
    throw new HttpError(429, PROFILE_MESSAGES.codeTooMany);
  }

  const site = await getSiteSettings(app.db, app.env);
  // The unique index still decides if another account took the address meanwhile.
  await inTransaction(app.db, PROFILE_MESSAGES.emailTaken, async (trx) => {
    if (!(await consumeEmailChange(trx, pending.id, nowIso)))
      throw badRequest(PROFILE_MESSAGES.codeDead);
    const owner = await findUserByEmail(trx, pending.newEmail);
    if (owner && owner.id !== user.id) throw conflict(PROFILE_MESSAGES.emailTaken);
    const entry = { userId: user.id, action: 'change-email', entity: 'user', entityId: user.id };
    await audit(trx, { ...entry, details: { from: user.email, to: pending.newEmail } }, input.now);
    await updateUserEmail(trx, user.id, pending.newEmail, nowIso);
    const notice = { site, to: user.email, firstName: user.firstName };
    await enqueueEmail(
      trx,
      emailChangedNotice({ ...notice, newEmail: pending.newEmail }),
      input.now,
    );
  });
  app.mailer.wake();
  return { email: pending.newEmail };
}
