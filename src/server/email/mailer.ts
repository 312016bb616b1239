import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { normalizeEmail } from '../../shared/email-address';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { findEmail, insertEmail, markEmail } from './email.repository';
import type { Mailer, OutgoingEmail, SendResult } from './email.types';

/**
 * Every message is written to the e-mail log first, then delivered over SMTP when SMTP_URL is set.
 * Without it, messages are only logged and printed, so a fresh install still lets people sign in.
 */
export function createMailer(db: Db, env: Env, log: FastifyBaseLogger): Mailer & { close(): void } {
  const transport: Transporter | undefined = env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL, { from: env.MAIL_FROM })
    : undefined;

  async function send(email: OutgoingEmail): Promise<SendResult> {
    // A line break in a subject would start a new header; customers' words reach subjects.
    const message = {
      ...email,
      to: normalizeEmail(email.to),
      subject: email.subject.replace(/[\r\n]+/g, ' '),
    };
    const id = await insertEmail(db, message, new Date().toISOString());
    if (!transport) {
      // Development convenience: the message is readable in the console (there is no SMTP server).
      console.log(
        `\n--- e-mail #${id} (not sent: SMTP_URL is not set) ---\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n---\n`,
      );
      await markEmail(db, id, 'logged', null, new Date().toISOString());
      return { id, status: 'logged' };
    }
    try {
      await transport.sendMail({
        from: env.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      await markEmail(db, id, 'sent', null, new Date().toISOString());
      return { id, status: 'sent' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ emailId: id, kind: message.kind, err: reason }, 'e-mail delivery failed');
      await markEmail(db, id, 'failed', reason.slice(0, 1000), new Date().toISOString());
      return { id, status: 'failed', error: reason };
    }
  }

  return {
    delivery: transport ? 'smtp' : 'log-only',
    send,
    async resend(id) {
      const entry = await findEmail(db, id);
      if (!entry) return undefined;
      return send({
        to: entry.to,
        subject: entry.subject,
        kind: entry.kind,
        text: entry.text,
        html: entry.html,
        attachments: entry.attachments,
      });
    },
    close: () => transport?.close(),
  };
}
