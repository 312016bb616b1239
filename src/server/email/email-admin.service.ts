import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginEmailSchema } from '../../shared/auth/login';
import { badRequest, foundOr404 } from '../errors';
import { findEmail, markResent } from './email.repository';
import { enqueueEmail, waitForFirstAttempt } from './outbox.service';
import type { SendResult } from './email.types';
import { testEmail } from './test-email';
import { getSiteSettings } from '../settings/settings.service';
import { auditTrail } from '../audit/audit.service';
import type { Actor } from '../admin/actor';

export const testEmailSchema = z.object({ to: loginEmailSchema });
export const EMAIL_NOT_FOUND = 'That e-mail is not in the log.';
export const SIGN_IN_NOT_RESENT =
  'Sign-in e-mails cannot be resent: their link and code are not kept. Send a new sign-in link from Users instead.';

/** The log keeps sign-in e-mails with their link and code redacted, so a resend would be useless. */
export const canResend = (kind: string) => kind !== 'login';

const auditEmail = auditTrail('email');

/** Where mail goes, for the status panel: never the SMTP password. */
export function deliveryStatus(app: FastifyInstance): {
  mode: 'smtp' | 'log-only';
  server?: string;
  from: string;
} {
  const from = app.env.MAIL_FROM;
  if (app.mailer.delivery !== 'smtp' || !app.env.SMTP_URL) return { mode: 'log-only', from };
  const url = new URL(app.env.SMTP_URL);
  return { mode: 'smtp', server: `${url.protocol}//${url.host}`, from };
}

/** How long an administrator's send waits for the worker's first attempt, to report it. */
const REPORT_WAIT_MS = 5_000;

export async function sendTestEmail(
  app: FastifyInstance,
  by: Actor,
  to: string,
): Promise<SendResult> {
  const site = await getSiteSettings(app.db, app.env);
  const id = await app.db.transaction().execute(async (trx) => {
    const queued = await enqueueEmail(trx, testEmail(site, to, by.at), by.at);
    await auditEmail(trx, by.id, 'send-test', queued, { to });
    return queued;
  });
  app.mailer.wake();
  return waitForFirstAttempt(app.db, id, REPORT_WAIT_MS);
}

/** Resend queues a copy (a new log entry); the original is marked as resent, off the given-up list. */
export async function resendEmail(
  app: FastifyInstance,
  by: Actor,
  id: number,
): Promise<SendResult> {
  const entry = await foundOr404(findEmail(app.db, id), EMAIL_NOT_FOUND);
  if (!canResend(entry.kind)) throw badRequest(SIGN_IN_NOT_RESENT);
  const { to, subject, kind, text, html, attachments, replyTo } = entry;
  const copyId = await app.db.transaction().execute(async (trx) => {
    const copy = await enqueueEmail(
      trx,
      { to, subject, kind, text, html, attachments, ...(replyTo ? { replyTo } : {}) },
      by.at,
    );
    await markResent(trx, id, copy);
    await auditEmail(trx, by.id, 'resend', id, { newId: copy });
    return copy;
  });
  app.mailer.wake();
  return waitForFirstAttempt(app.db, copyId, REPORT_WAIT_MS);
}
