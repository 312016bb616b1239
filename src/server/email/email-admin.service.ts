import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginEmailSchema } from '../../shared/auth/login';
import { badRequest, notFound } from '../errors';
import { findEmail } from './email.repository';
import type { SendResult } from './email.types';
import { getSiteSettings } from '../settings/settings.service';
import { auditTrail } from '../audit/audit.service';

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

export async function sendTestEmail(
  app: FastifyInstance,
  actorId: number,
  to: string,
  now: Date,
): Promise<SendResult> {
  const site = await getSiteSettings(app.db, app.env);
  const result = await app.mailer.send({
    to,
    kind: 'test',
    subject: `Test e-mail from ${site.businessName}`,
    text: `This is a test e-mail sent from the admin area of ${site.businessName} at ${now.toISOString()}.\n\nIf you can read it, e-mail delivery works.`,
  });
  await auditEmail(app.db, actorId, 'send-test', result.id, { to, status: result.status });
  return result;
}

export async function resendEmail(
  app: FastifyInstance,
  actorId: number,
  id: number,
): Promise<SendResult> {
  const entry = await findEmail(app.db, id);
  if (!entry) throw notFound(EMAIL_NOT_FOUND);
  if (!canResend(entry.kind)) throw badRequest(SIGN_IN_NOT_RESENT);
  const result = await app.mailer.resend(id);
  if (!result) throw notFound(EMAIL_NOT_FOUND);
  await auditEmail(app.db, actorId, 'resend', id, { newId: result.id, status: result.status });
  return result;
}
