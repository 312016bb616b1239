import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Env } from '../env';
import type { OutgoingEmail } from './email.types';

/** A message as delivered: the headers the outbox gives each one at its first attempt. */
export interface DeliveredEmail extends OutgoingEmail {
  messageId?: string;
}

/** Hands one message to the mail server; rejects when it is refused or takes too long. */
export type Transport = ((email: DeliveredEmail) => Promise<void>) & {
  close(): void;
  /** Cuts every connection of a delivery under way: the server drops the unfinished message. */
  abort(): void;
};

/** The longest one delivery may take: every SMTP stage timing out in turn. */
export const sendDeadlineMs = (env: Env) =>
  env.SMTP_CONNECTION_TIMEOUT_MS + env.SMTP_GREETING_TIMEOUT_MS + env.SMTP_SOCKET_TIMEOUT_MS;

/** The SMTP transport of SMTP_URL, or undefined without one (messages are then only printed). */
export function createTransport(env: Env): Transport | undefined {
  if (!env.SMTP_URL) return undefined;
  const sockets = new Set<Socket>();
  // Our own sockets, so a stopping worker can cut a delivery it hands back (see abort).
  const getSocket: NonNullable<SMTPTransport.Options['getSocket']> = (options, callback) => {
    const port = Number(options.port) || (options.secure ? 465 : 587);
    const socket = connect({ host: options.host ?? 'localhost', port });
    sockets.add(socket);
    let answered = false;
    const answer = (error: Error | null) => {
      if (answered) return;
      answered = true;
      socket.setTimeout(0);
      callback(error, error ? {} : { connection: socket });
    };
    socket.once('close', () => sockets.delete(socket));
    // After the handover nodemailer listens too; this one keeps an early error from ending us.
    socket.on('error', (error) => answer(error));
    socket.setTimeout(env.SMTP_CONNECTION_TIMEOUT_MS, () => {
      answer(new Error('Connection timeout'));
      socket.destroy();
    });
    socket.once('connect', () => answer(null));
  };
  const transport = nodemailer.createTransport(
    {
      url: env.SMTP_URL,
      // nodemailer waits minutes by default; a silent server would hold the worker that long.
      connectionTimeout: env.SMTP_CONNECTION_TIMEOUT_MS,
      greetingTimeout: env.SMTP_GREETING_TIMEOUT_MS,
      socketTimeout: env.SMTP_SOCKET_TIMEOUT_MS,
      getSocket,
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
          // Every message the site sends is automatic (RFC 3834): no out-of-office replies to it.
          headers: { 'Auto-Submitted': 'auto-generated' },
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
  return Object.assign(send, {
    close: () => transport.close(),
    abort: () => {
      for (const socket of sockets) socket.destroy();
    },
  });
}
