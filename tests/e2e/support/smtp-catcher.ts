import { createServer, type Server } from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: string }[];
  receivedAt: string;
}

/**
 * A real SMTP server that keeps every message, plus a small HTTP inbox so test workers (other
 * processes) can read them: GET /messages?to=addr, DELETE /messages.
 */
export async function startSmtpCatcher(
  smtpPort: number,
  httpPort: number,
): Promise<() => Promise<void>> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            mails.push({
              from: email.from?.address ?? '',
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
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
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'DELETE') {
      mails.length = 0;
      res.end('{}');
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));

  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
}
