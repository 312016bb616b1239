import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { normalizeEmail } from '../shared/email-address';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address ('' without one) and the Message-ID header. */
  replyTo: string;
  messageId: string;
  /** The Auto-Submitted header ('' without one). */
  autoSubmitted: string;
  attachments: { filename: string; mimeType: string; content: string }[];
  receivedAt: string;
}

export interface SmtpCatcher {
  smtpPort: number;
  url: string;
  mails: CaughtMail[];
  /** A slow server: each recipient is answered only after this long (0: at once). */
  answerRecipientsAfter(ms: number): void;
  /** Recipients asked for and not answered yet (deliveries held up by a slow server). */
  recipientsWaiting(): number;
  stop(): Promise<void>;
}

/**
 * A real SMTP server that keeps every message it receives. With `httpPort`, it also answers
 * GET /messages?to=addr (and DELETE /messages) so browser-test workers in other processes can read
 * the inbox. Port 0 picks a free port.
 */
export async function startSmtpCatcher(smtpPort = 0, httpPort?: number): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  let recipientDelayMs = 0;
  let waiting = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (recipientDelayMs === 0) return callback();
      waiting++;
      setTimeout(() => {
        waiting--;
        callback();
      }, recipientDelayMs);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            mails.push({
              from: email.from?.address ?? '',
              to: session.envelope.rcptTo.map((r) => normalizeEmail(r.address)),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              replyTo: email.replyTo?.[0]?.address ?? '',
              messageId: email.messageId ?? '',
              autoSubmitted:
                email.headers.find((h) => h.key === 'auto-submitted')?.value.trim() ?? '',
              attachments: email.attachments.map((a) => ({
                filename: a.filename ?? '',
                mimeType: a.mimeType,
                content:
                  typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
              })),
              receivedAt: new Date().toISOString(),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that dies mid-message (a crash test's kill -9) resets its connection: not our error.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;

  let http: Server | undefined;
  if (httpPort !== undefined) {
    http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'DELETE') {
        mails.length = 0;
        res.end('{}');
        return;
      }
      const to = url.searchParams.get('to');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(normalizeEmail(to))) : mails));
    });
    await new Promise<void>((resolve) => http?.listen(httpPort, '127.0.0.1', resolve));
  }

  return {
    smtpPort: port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    answerRecipientsAfter: (ms) => {
      recipientDelayMs = ms;
    },
    recipientsWaiting: () => waiting,
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http?.close(() => resolve()));
    },
  };
}

/** Waits until a message to `to` (matching `subject`) has arrived. */
export async function waitForMail(
  catcher: SmtpCatcher,
  to: string,
  subject?: RegExp,
  timeoutMs = 5000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = catcher.mails.find(
      (m) => m.to.includes(normalizeEmail(to)) && (!subject || subject.test(m.subject)),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
