import nodemailer from 'nodemailer';
import type { Env } from '../env';
import type { OutgoingEmail } from './email.types';

/** A message as delivered: the headers the outbox gives each one at its first attempt. */
export interface DeliveredEmail extends OutgoingEmail {
  messageId?: string;
}

/** Hands one message to the mail server; rejects when it is refused or takes too long. */
export type Transport = ((email: DeliveredEmail) => Promise<void>) & { close(): void };

/** The longest one delivery may take: every SMTP stage timing out in turn. */
export const sendDeadlineMs = (env: Env) =>
  env.SMTP_CONNECTION_TIMEOUT_MS + env.SMTP_GREETING_TIMEOUT_MS + env.SMTP_SOCKET_TIMEOUT_MS;

/** The SMTP transport of SMTP_URL, or undefined without one (messages are then only printed). */
export function createTransport(env: Env): Transport | undefined {
  if (!env.SMTP_URL) return undefined;
  const transport = nodemailer.createTransport(
    {
      url: env.SMTP_URL,
      // nodemailer waits minutes by default; a silent server would hold the worker that long.
      connectionTimeout: env.SMTP_CONNECTION_TIMEOUT_MS,
      greetingTimeout: env.SMTP_GREETING_TIMEOUT_MS,
      socketTimeout: env.SMTP_SOCKET_TIMEOUT_MS,
    },
    { from: env.MAIL_FROM },
  );
  const deadline = sendDeadlineMs(env);
  const send = async (email: DeliveredEmail) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${deadline} ms`)), deadline);
    });
    try {
      await Promise.race([
        transport.sendMail({
          from: env.MAIL_FROM,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          replyTo: email.replyTo,
          messageId: email.messageId,
          attachments: email.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }),
        late,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(send, { close: () => transport.close() });
}
